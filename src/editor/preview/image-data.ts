import { getImageData, type IGatsbyImageData } from "gatsby-plugin-image";

/** A picture's size in pixels. */
export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/**
 * How the site asks for a picture in one place: the arguments of its `gatsbyImageData` query,
 * so that the preview gives the component the same kind of image data as the built page. `expected`
 * is the picture's usual size (CONTENT.md), used until the picture's own size is known.
 */
export interface ImageUse {
  readonly layout: "constrained" | "fixed";
  readonly width: number;
  readonly height?: number;
  readonly breakpoints?: readonly number[];
  readonly expected: PixelSize;
}

/** Every screenshot, as src/lib/screenshot-fragment.ts queries it. */
export const SCREENSHOT: ImageUse = {
  layout: "constrained",
  width: 660,
  breakpoints: [240, 330, 480, 660],
  expected: { width: 1170, height: 2532 },
};

/** The logo in the home page's hero, as src/pages/index.tsx queries it. */
export const HERO_LOGO: ImageUse = {
  layout: "constrained",
  width: 192,
  expected: { width: 512, height: 512 },
};

/** The logo in the header, as src/hooks/useSiteWideProps.ts queries it. */
export const HEADER_LOGO: ImageUse = {
  layout: "fixed",
  width: 40,
  height: 40,
  expected: { width: 512, height: 512 },
};

/**
 * The image data gatsby-plugin-image's components take, for a picture at `url` that is `size`
 * pixels large, made with `getImageData`, the plugin's documented way for images that have an
 * address instead of files sharp processed. The editor cannot resize a picture: every width
 * of the srcset is the same file, which the browser scales, as it does the built page's. A
 * picture smaller than the place asks for is shown at its own size, as sharp makes it for the build.
 */
export function imageData(url: string, size: PixelSize, use: ImageUse): IGatsbyImageData {
  const scale = Math.min(1, size.width / use.width, use.height ? size.height / use.height : 1);
  return getImageData({
    baseUrl: url,
    urlBuilder: ({ baseUrl }) => baseUrl,
    sourceWidth: size.width,
    sourceHeight: size.height,
    layout: use.layout,
    width: Math.round(use.width * scale),
    ...(use.height === undefined ? {} : { height: Math.round(use.height * scale) }),
    ...(use.breakpoints === undefined ? {} : { breakpoints: [...use.breakpoints] }),
    pluginName: "content-editor-preview",
  });
}
