import { lullabyAppFile, screenshotsFile } from "../../../content/content-files";
import { SCREENSHOT, type ImageUse } from "../image-data";
import { saved } from "../../../test-utils/preview-props";
import { appProps } from "./app-props";

const imageOf = (picture: string, use: ImageUse) => ({
  layout: use.layout,
  width: use.width,
  height: use.width,
  images: { fallback: { src: picture } },
});

const app = () => lullabyAppFile.schema.parse(saved("lullaby-app"));
const screenshots = screenshotsFile.schema.parse(saved("screenshots"));

describe("lullaby-app.yaml's values as the components take them", () => {
  it("finds each screenshot it names in screenshots.yaml, with its description and picture", () => {
    const props = appProps(app(), screenshots, imageOf);
    expect(props.group.app.slides.map((slide) => [slide.slug, slide.image.images.fallback?.src])).toEqual([
      ["now-playing", "images/screens/now-playing.png"],
      ["lullabies", "images/screens/lullabies.png"],
      ["sleep-timer", "images/screens/sleep-timer.png"],
    ]);
    expect(props.detail.hero.alt).toMatch(/^The Now Playing screen/);
    expect(props.gallery.screenshots).toHaveLength(6);
    expect(props.detail.moreScreenshots.screenshots.map((shot) => shot.slug)).toEqual([
      "lullabies",
      "nature-sounds",
      "white-noise",
      "airplay",
    ]);
    expect(props.gallery.screenshots[0].image).toMatchObject({
      layout: SCREENSHOT.layout,
      width: SCREENSHOT.width,
    });
  });

  it("links the card to the app page and the app page to the gallery, by their addresses", () => {
    const props = appProps(app(), screenshots, imageOf);
    expect(props.group.app.detailsPath).toBe("/baby-lullabies-app");
    expect(props.detail.galleryPath).toBe("/baby-lullabies");
  });

  it("shows no gallery link where its label is left out", () => {
    const values = app();
    delete values.detail.moreScreenshots.galleryLinkLabel;
    expect(appProps(values, screenshots, imageOf).detail.moreScreenshots.galleryLinkLabel).toBeNull();
  });

  it("fails loudly on a slug screenshots.yaml does not have (the content check reports it first)", () => {
    const values = app();
    values.detail.hero = "bedtime";
    expect(() => appProps(values, screenshots, imageOf)).toThrow(
      '"bedtime" is not a slug in content/screenshots.yaml.',
    );
  });
});
