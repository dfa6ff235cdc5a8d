import { graphql, Link } from "gatsby";
import styled from "styled-components";
import { Button } from "../ui/Button";
import { CardTitle, ProductCard } from "../ui/Card";
import { FeatureList } from "../ui/FeatureList";
import { controlsOffset, ScreenshotCarousel } from "./ScreenshotCarousel";

export const appCardFragment = graphql`
  fragment AppCard on AppContent {
    slug
    name
    position
    summary
    features
    detailsLinkLabel
    appStore {
      id
      url
    }
    detail {
      path
    }
    carousel {
      label
      slides {
        ...Screenshot
      }
    }
  }
`;

/**
 * Screenshots above the text in a narrow card (a phone, a grid of several apps), the text filling
 * the card's height; beside it, at a comfortable measure and vertically centred, once the card
 * itself is wide enough (one app alone in its group). An app without screenshots has its text
 * alone, at the same measure, or its cover among cards side by side.
 */
const Layout = styled.div<{ readonly $withScreenshots: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.wideCard} {
    display: grid;
    grid-template-columns: ${({ theme, $withScreenshots }) =>
      $withScreenshots
        ? `${theme.layout.screenshotWidth} minmax(0, ${theme.layout.measure})`
        : `minmax(0, ${theme.layout.measure})`};
    column-gap: ${({ theme }) => theme.space.xxl};
    align-items: center;
  }
`;

/**
 * In place of the screenshots of an app that has none, among cards side by side (from the md
 * width, in a narrow card): a phone screen's shape in the night colours with the app's name,
 * where its neighbours' phones are, so that no card of the row is mostly empty. Decorative: the
 * card's title names the app.
 */
const Cover = styled.div`
  display: none;
  place-items: center;
  width: min(100%, ${({ theme }) => theme.layout.screenshotWidth});
  aspect-ratio: ${({ theme }) => theme.layout.screenshotAspect};
  margin: ${controlsOffset} auto 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.cover};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.onNight};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;

  ${({ theme }) => theme.media.md} {
    display: grid;
  }

  ${({ theme }) => theme.media.wideCard} {
    display: none;
  }
`;

/** The text column: in a narrow card, the link at its foot, so that cards side by side end alike. */
const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};

  > a:last-child {
    margin-top: auto;
  }

  ${({ theme }) => theme.media.wideCard} {
    > a:last-child {
      margin-top: 0;
    }
  }
`;

/** An app's card: its turning screenshots, a short description and the link to its page. */
export function AppCard({ app }: { readonly app: Queries.AppCardFragment }) {
  // The slug names the card's title element: unique on the page.
  const titleId = `${app.slug}-name`;
  return (
    <ProductCard aria-labelledby={titleId}>
      <Layout $withScreenshots={app.carousel !== null}>
        {app.carousel ? (
          <ScreenshotCarousel label={app.carousel.label} slides={app.carousel.slides} />
        ) : (
          <Cover aria-hidden="true">{app.name}</Cover>
        )}
        <Body>
          <CardTitle id={titleId}>{app.name}</CardTitle>
          <p>{app.summary}</p>
          <FeatureList features={app.features} />
          <Button as={Link} to={app.detail.path}>
            {app.detailsLinkLabel}
          </Button>
        </Body>
      </Layout>
    </ProductCard>
  );
}
