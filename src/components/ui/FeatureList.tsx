import styled, { css } from "styled-components";

type Tone = "light" | "night";

interface FeatureListProps {
  readonly features: readonly string[];
  /** The surface the list sits on: a light card or section, or a night-blue banner. */
  readonly tone?: Tone;
}

/** A row of short items that wraps; `$wide` sets them further apart across than down. */
export const InlineList = styled.ul<{ readonly $wide?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $wide }) => ($wide ? `${theme.space.xs} ${theme.space.lg}` : theme.space.xs)};
  padding: 0;
  list-style: none;
`;

/** On the page's surfaces, tinted chips; on the night banner, outlined badges with a gold dot. */
const Item = styled.li<{ $tone: Tone }>`
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme, $tone }) =>
    $tone === "light"
      ? css`
          padding: ${theme.space.xxs} ${theme.space.sm};
          background: ${theme.colors.chip};
          color: ${theme.colors.ink};
        `
      : css`
          display: inline-flex;
          align-items: center;
          gap: ${theme.space.xs};
          padding: ${theme.space.xs} ${theme.space.md};
          border: 1px solid ${theme.colors.onNightLine};
          background: ${theme.colors.onNightTint};
          color: ${theme.colors.onNight};
          font-weight: ${theme.fontWeights.medium};

          &::before {
            content: "";
            width: 0.5rem;
            height: 0.5rem;
            border-radius: 50%;
            background: ${theme.colors.gold};
          }
        `}
`;

/** Short features as a row of pills that wraps: a product's features, the app's badges. */
export function FeatureList({ features, tone = "light" }: FeatureListProps) {
  return (
    <InlineList>
      {features.map((feature) => (
        <Item key={feature} $tone={tone}>
          {feature}
        </Item>
      ))}
    </InlineList>
  );
}
