import { GatsbyImage, type GatsbyImageProps } from "gatsby-plugin-image";
import styled from "styled-components";
import { withSizes } from "../../lib/image-sizes";

const Frame = styled(GatsbyImage)`
  display: block;
  width: 100%;
`;

/** Written in lower case, as HTML has it: React 18 does not know the camel-cased prop. */
const HIGH_PRIORITY: Record<string, string> = { fetchpriority: "high" };

/**
 * A responsive image whose box has its final size before any of its parts load (Gatsby's own
 * sizer is an image too, which a page rendered by React — in develop or the editor's preview —
 * would otherwise wait for), so nothing shifts and in-page scrolling lands on its target.
 *
 * `loading="eager"` marks a first-screen image: it is also fetched at high priority, ahead of
 * the images below the fold. `sizes` says how wide the layout shows the image (the query's
 * widths are the same on every page).
 */
export function Picture({
  image,
  style,
  loading,
  sizes,
  ...rest
}: GatsbyImageProps & { readonly sizes?: string }) {
  return (
    <Frame
      image={sizes ? withSizes(image, sizes) : image}
      style={{ aspectRatio: `${image.width} / ${image.height}`, ...style }}
      loading={loading}
      {...(loading === "eager" ? HIGH_PRIORITY : {})}
      {...rest}
    />
  );
}
