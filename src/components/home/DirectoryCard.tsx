import styled from "styled-components";
import { UI_TEXT } from "../../lib/ui-text";
import { ButtonAnchor } from "../ui/Button";
import { Card, CardTitle } from "../ui/Card";
import { FeatureList } from "../ui/FeatureList";
import { VisuallyHidden } from "../ui/VisuallyHidden";

export interface DirectoryCardProps {
  readonly name: string;
  readonly summary: string;
  readonly description: readonly string[];
  readonly features: readonly string[];
  readonly url: string;
  readonly linkLabel: string;
}

const Layout = styled(Card)`
  ${({ theme }) => theme.media.md} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    column-gap: ${({ theme }) => theme.space.xxl};
  }
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Column = styled.div`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

const Description = styled(Column)`
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/** The directory's card: what it is, its features, a link out (new tab) and the longer story. */
export function DirectoryCard({ name, summary, description, features, url, linkLabel }: DirectoryCardProps) {
  return (
    <Layout aria-labelledby="directory-name">
      <Column>
        <CardTitle id="directory-name">{name}</CardTitle>
        <Summary>{summary}</Summary>
        <FeatureList features={features} />
        <ButtonAnchor href={url} target="_blank" rel="noopener noreferrer">
          {linkLabel}
          <VisuallyHidden> {UI_TEXT.newTab}</VisuallyHidden>
        </ButtonAnchor>
      </Column>
      <Description>
        {description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Description>
    </Layout>
  );
}
