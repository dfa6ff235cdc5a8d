import { graphql } from "gatsby";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { ScreenshotGrid } from "../ui/ScreenshotGrid";
import { Heading, Lead } from "../ui/Typography";

export const galleryFragment = graphql`
  fragment Gallery on AppYamlGallery {
    title
    tagline
    screenshots {
      ...Screenshot
    }
  }
`;

const Intro = styled.header`
  padding: ${({ theme }) => `${theme.space.section} 0 ${theme.space.xxl}`};
  text-align: center;
`;

const GalleryTitle = styled(Heading)`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/** Two columns of the narrow container: ~330 px wide from the md breakpoint, ~45% of a phone. */
const SHOT_SIZES = "(min-width: 768px) 330px, 45vw";

const Grid = styled(ScreenshotGrid)`
  padding-bottom: ${({ theme }) => theme.space.section};
`;

/** A title, a tagline and the app's screenshots in a two-column grid. */
export function GalleryPage({ gallery }: { readonly gallery: Queries.GalleryFragment }) {
  return (
    <Container $narrow>
      <Intro>
        <GalleryTitle>{gallery.title}</GalleryTitle>
        <Lead $size="xl">{gallery.tagline}</Lead>
      </Intro>
      {/* The first row is on the first screen. */}
      <Grid screenshots={gallery.screenshots} layout="gallery" sizes={SHOT_SIZES} eager={2} />
    </Container>
  );
}
