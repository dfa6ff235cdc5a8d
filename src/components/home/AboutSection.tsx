import { graphql } from "gatsby";
import styled from "styled-components";
import { Section } from "../ui/Section";

export const aboutFragment = graphql`
  fragment About on SiteYaml {
    about {
      heading
      paragraphs
    }
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

export function AboutSection({ id, site }: { readonly id: string; readonly site: Queries.AboutFragment }) {
  return (
    <Section id={id} heading={site.about.heading} narrow>
      <Text>
        {site.about.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Text>
    </Section>
  );
}
