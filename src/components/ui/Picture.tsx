import { getSrc, getSrcSet, type IGatsbyImageData } from "gatsby-plugin-image";
import styled from "styled-components";
import { required } from "../../lib/required";

const Frame = styled.picture`
  display: block;

  img {
    width: 100%;
    height: auto;
  }
`;

/** A picture file as the pages query it: sharp's image data of it. */
export interface PictureFile {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
}

interface PictureProps {
  readonly file: PictureFile;
  readonly alt: string;
  /** How wide the layout shows the picture, for the browser to pick a width of the srcset. */
  readonly sizes?: string;
  /**
   * When the browser fetches it: as it comes near it ("lazy", the default); at once, for a picture
   * on the first screen ("eager"); at once and at high priority, before any other, for the page's
   * largest picture on its first screen, one a page at most ("priority").
   */
  readonly load?: "lazy" | "eager" | "priority";
  readonly className?: string;
}

/**
 * A picture as the HTML standard has it, from gatsby-plugin-image's data of the sizes and formats
 * sharp made: an AVIF `<source>` and a WebP `<img>` with their widths, its size in pixels (so its
 * box is right before it loads) and its dominant colour behind it until then. It loads when the
 * browser comes near it, unless it is on the first screen; no script takes part.
 */
export function Picture({ file, alt, sizes, load = "lazy", className }: PictureProps) {
  // The content check lets only pictures sharp reads through.
  const image = required(file.childImageSharp).gatsbyImageData;
  sizes ??= image.images.fallback?.sizes;
  return (
    <Frame className={className}>
      {image.images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={getSrc(image)}
        srcSet={getSrcSet(image)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={load === "lazy" ? "lazy" : "eager"}
        decoding="async"
        fetchPriority={load === "priority" ? "high" : undefined}
        style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
      />
    </Frame>
  );
}
