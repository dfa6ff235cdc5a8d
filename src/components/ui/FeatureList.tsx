import styled from "styled-components";

interface FeatureListProps {
  readonly features: readonly string[];
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.lavenderSoft};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A product's features as small chips. */
export function FeatureList({ features }: FeatureListProps) {
  return (
    <List>
      {features.map((feature) => (
        <Item key={feature}>{feature}</Item>
      ))}
    </List>
  );
}
