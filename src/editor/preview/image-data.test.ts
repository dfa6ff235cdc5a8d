import { HEADER_LOGO, HERO_LOGO, imageData, SCREENSHOT } from "./image-data";

const URL = "blob:http://localhost:8000/4f7c";

describe("the image data of a picture in the editor", () => {
  it("gives a screenshot the built page's layout, width and shape, all from the one file", () => {
    const image = imageData(URL, { width: 1170, height: 2532 }, SCREENSHOT);
    expect(image).toMatchObject({ layout: "constrained", width: 660, height: 1428 });
    expect(image.images.fallback?.src).toBe(URL);
    const widths = image.images.fallback?.srcSet?.split(",").map((entry) => entry.trim());
    expect(widths).toEqual([`${URL} 240w`, `${URL} 330w`, `${URL} 480w`, `${URL} 660w`]);
  });

  it("keeps the shape of a picture that has another one, such as an upload", () => {
    const image = imageData(URL, { width: 1000, height: 1000 }, SCREENSHOT);
    expect(image).toMatchObject({ width: 660, height: 660 });
  });

  it("shows a picture narrower than the layout asks at its own width", () => {
    const image = imageData(URL, { width: 300, height: 600 }, SCREENSHOT);
    expect(image).toMatchObject({ width: 300, height: 600 });
  });

  it("gives the logos their fixed and constrained sizes", () => {
    expect(imageData(URL, { width: 512, height: 512 }, HEADER_LOGO)).toMatchObject({
      layout: "fixed",
      width: 40,
      height: 40,
    });
    expect(imageData(URL, { width: 512, height: 512 }, HERO_LOGO)).toMatchObject({
      layout: "constrained",
      width: 192,
      height: 192,
    });
  });
});
