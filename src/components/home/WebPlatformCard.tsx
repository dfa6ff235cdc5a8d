import styled from "styled-components";
import { UI_TEXT } from "../../lib/ui-text";
import { ButtonAnchor } from "../ui/Button";
import { CardTitle, ProductCard } from "../ui/Card";
import { FeatureList } from "../ui/FeatureList";
import { VisuallyHidden } from "../ui/VisuallyHidden";

export interface WebPlatformCardProps {
  /** Names the card's title element: unique on the page. */
  readonly slug: string;
  readonly name: string;
  readonly summary: string;
  readonly description: readonly string[];
  readonly features: readonly string[];
  readonly url: string;
  readonly linkLabel: string;
}

/** Two columns once the card itself is wide enough, whatever the grid around it. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.wideCard} {
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

/** A web platform's card: what it is, its features, a link out (new tab) and the longer story. */
export function WebPlatformCard({
  slug,
  name,
  summary,
  description,
  features,
  url,
  linkLabel,
}: WebPlatformCardProps) {
  const titleId = `${slug}-name`;
  return (
    <ProductCard aria-labelledby={titleId}>
      <Layout>
        <Column>
          <CardTitle id={titleId}>{name}</CardTitle>
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
    </ProductCard>
  );
}
