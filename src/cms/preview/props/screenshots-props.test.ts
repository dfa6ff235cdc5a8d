import { lullabyAppFile, screenshotsFile } from "../../../content/content-files";
import type { ImageUse } from "../image-data";
import { saved } from "../../../test-utils/preview-props";
import { screenshotsProps } from "./screenshots-props";

const imageOf = (picture: string, use: ImageUse) => ({
  layout: use.layout,
  width: use.width,
  height: use.width,
  images: { fallback: { src: picture } },
});

describe("screenshots.yaml's values in the preview", () => {
  it("shows every screenshot in order, with its description and the places the app shows it", () => {
    const shots = screenshotsFile.schema.parse(saved("screenshots"));
    shots.screenshots.push({ slug: "bedtime", image: "images/screens/bedtime.png", alt: "A bedtime story." });
    const props = screenshotsProps(shots, lullabyAppFile.schema.parse(saved("lullaby-app")), imageOf);
    expect(props.map(({ screenshot, shownOn }) => [screenshot.slug, shownOn])).toEqual([
      ["lullabies", ["the home page's carousel", "the gallery page", "the app page's More screenshots"]],
      ["nature-sounds", ["the gallery page", "the app page's More screenshots"]],
      ["white-noise", ["the gallery page", "the app page's More screenshots"]],
      ["sleep-timer", ["the home page's carousel", "the gallery page"]],
      ["airplay", ["the gallery page", "the app page's More screenshots"]],
      ["now-playing", ["the home page's carousel", "the gallery page", "the top of the app page"]],
      ["bedtime", []],
    ]);
    expect(props[6].screenshot).toMatchObject({
      alt: "A bedtime story.",
      image: { images: { fallback: { src: "images/screens/bedtime.png" } } },
    });
  });
});
