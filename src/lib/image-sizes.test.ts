import { imageFixture } from "../test-utils/fixtures";
import { withSizes } from "./image-sizes";

describe("withSizes", () => {
  it("sets the sizes of the fallback and of every source, and nothing else", () => {
    const image = {
      ...imageFixture("lullabies", 660),
      images: {
        fallback: { src: "/a.png", srcSet: "/a.png 660w", sizes: "(min-width: 660px) 660px, 100vw" },
        sources: [{ srcSet: "/a.avif 660w", type: "image/avif", sizes: "(min-width: 660px) 660px, 100vw" }],
      },
    };
    const sized = withSizes(image, "240px");
    expect(sized.images.fallback).toEqual({ src: "/a.png", srcSet: "/a.png 660w", sizes: "240px" });
    expect(sized.images.sources).toEqual([{ srcSet: "/a.avif 660w", type: "image/avif", sizes: "240px" }]);
    expect(sized.width).toBe(image.width);
    expect(image.images.fallback.sizes).toBe("(min-width: 660px) 660px, 100vw");
  });
});
