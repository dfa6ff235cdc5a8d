import { graphql } from "gatsby";
import styled from "styled-components";
import { useWords } from "../layout/page-language";
import { Button } from "../ui/Button";
import { CardTitle, ProductCard } from "../ui/Card";
import { FeatureList } from "../ui/FeatureList";
import { VisuallyHidden } from "../ui/VisuallyHidden";

export const webPlatformCardFragment = graphql`
  fragment WebPlatformCard on WebPlatformContent {
    slug
    name
    position
    summary
    description
    features
    url
    linkLabel
  }
`;

/**
 * Two columns once the card itself is wide enough, whatever the grid around it. Among cards side
 * by side (from the md width, in a narrow card) the link goes to the card's foot, after the longer
 * story, so that the links of a row line up; a phone's single card keeps the content's order.
 */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    display: flex;
    flex: 1;
    flex-direction: column;
    align-items: flex-start;

    > * > a:last-child {
      order: 1;
      margin-top: auto;
    }
  }

  ${({ theme }) => theme.media.wideCard} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    column-gap: ${({ theme }) => theme.space.xxl};
    align-items: stretch;

    > * > a:last-child {
      order: 0;
      margin-top: 0;
    }
  }
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A column of the wide card; in a narrow one beside others, its parts are the card's own. */
const Column = styled.div`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    display: contents;
  }

  ${({ theme }) => theme.media.wideCard} {
    display: grid;
  }
`;

const Description = styled(Column)`
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/** A web platform's card: what it is, its features, a link out (new tab) and the longer story. */
export function WebPlatformCard({ platform }: { readonly platform: Queries.WebPlatformCardFragment }) {
  const { slug, name, summary, description, features, url, linkLabel } = platform;
  // The slug names the card's title element: unique on the page.
  const titleId = `${slug}-name`;
  return (
    <ProductCard aria-labelledby={titleId}>
      <Layout>
        <Column>
          <CardTitle id={titleId}>{name}</CardTitle>
          <Summary>{summary}</Summary>
          <FeatureList features={features} />
          <Button href={url} target="_blank" rel="noopener noreferrer">
            {linkLabel}
            <VisuallyHidden> {useWords().newTab}</VisuallyHidden>
          </Button>
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
