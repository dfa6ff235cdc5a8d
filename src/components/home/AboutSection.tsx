import styled from "styled-components";
import { Section } from "../ui/Section";

interface AboutSectionProps {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

export function AboutSection({ id, heading, paragraphs }: AboutSectionProps) {
  return (
    <Section id={id} heading={heading} narrow>
      <Text>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Text>
    </Section>
  );
}
