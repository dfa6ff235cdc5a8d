import { GatsbyImage, type GatsbyImageProps } from "gatsby-plugin-image";
import styled from "styled-components";

const Frame = styled(GatsbyImage)`
  display: block;
  width: 100%;
`;

/**
 * A responsive image whose box has its final size before any of its parts load: Gatsby's own
 * sizer is an image too, so without this a page rendered on the client (after a link is
 * followed) grows as sizers decode, and in-page scrolling lands short of its target.
 *
 * `loading="eager"` marks a first-screen image: it is also fetched at high priority, ahead of
 * the images below the fold and the scripts.
 */
export function Picture({ image, style, loading, ...rest }: GatsbyImageProps) {
  return (
    <Frame
      image={image}
      style={{ aspectRatio: `${image.width} / ${image.height}`, ...style }}
      loading={loading}
      fetchPriority={loading === "eager" ? "high" : undefined}
      {...rest}
    />
  );
}
