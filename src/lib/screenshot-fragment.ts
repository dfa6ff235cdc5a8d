import { graphql } from "gatsby";

/**
 * A screenshot as every page queries it. The image widths are the same everywhere, so the build
 * encodes each screenshot's files once for all the pages that show it, rather than once per
 * page's widths; each layout sets how wide it shows it (`Picture`'s `sizes`). The widths cover
 * a phone's half-width column to a desktop column on a 2× screen (docs/performance.md).
 */
export const screenshotFragment = graphql`
  fragment Screenshot on ScreenshotsYaml {
    slug
    alt
    image {
      childImageSharp {
        gatsbyImageData(width: 660, breakpoints: [240, 330, 480, 660])
      }
    }
  }
`;
