import type { ContentFile } from "../../content/content-file";
import { lullabyAppFile, screenshotsFile, siteFile } from "../../content/content-files";
import { checkPreview } from "./preview-content";
import { saved } from "../../test-utils/preview-props";

describe("checking what a preview shows", () => {
  it("is ready when the edited file and the files it needs pass the build's checks", () => {
    const values = new Map<ContentFile, unknown>([
      [lullabyAppFile, saved("lullaby-app")],
      [screenshotsFile, saved("screenshots")],
    ]);
    expect(checkPreview(values)).toEqual({ state: "ready", values });
  });

  it("says what is wrong in the build's words, checking references against the other file", () => {
    const app = saved("lullaby-app");
    (app.gallery as Record<string, unknown>).screenshots = [
      "lullabies",
      "nature-sound",
      "white-noise",
      "sleep-timer",
      "airplay",
      "now-playing",
      "lullabies",
    ];
    delete (app.detail as Record<string, unknown>).headline;
    const values = new Map<ContentFile, unknown>([
      [screenshotsFile, saved("screenshots")],
      [lullabyAppFile, app],
    ]);
    expect(checkPreview(values)).toEqual({
      state: "problems",
      problems: [
        "content/lullaby-app.yaml › gallery › screenshots: has 7 items, expected exactly 6 items.",
        "content/lullaby-app.yaml › gallery › screenshots › item 2: \"nature-sound\" is not a slug in content/screenshots.yaml. Did you mean 'nature-sounds'?",
        "content/lullaby-app.yaml › detail › headline: this required field is missing. Expected a text.",
      ],
    });
  });

  it("lists the files in the order the build checks them", () => {
    const site = saved("site");
    site.companyName = "";
    const shots = saved("screenshots");
    (shots.screenshots as Array<Record<string, unknown>>)[0].alt = "";
    const values = new Map<ContentFile, unknown>([
      [screenshotsFile, shots],
      [siteFile, site],
    ]);
    const result = checkPreview(values);
    expect(result.state === "problems" && result.problems).toEqual([
      "content/site.yaml › companyName: the text is empty. Expected a text.",
      "content/screenshots.yaml › screenshots › entry 1 (lullabies) › alt: the text is empty. Expected a text.",
    ]);
  });
});
