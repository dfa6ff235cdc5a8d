import { appsCollection, screenshotsFile, siteFile } from "../../content-model/content";
import type { Document } from "../../content-model/declarations";
import { saved } from "../../test-utils/preview-props";
import { checkPreview } from "./check-preview";

const APP = "apps/baby-lullabies";
const doc = (spec: Document["spec"], name: string, value: unknown = saved(name)): Document => ({
  spec,
  file: `${name}.yaml`,
  value,
});

describe("checking what a preview shows", () => {
  it("is ready when the edited file and the files it needs pass the build's checks", () => {
    const edited = doc(appsCollection, APP);
    const others = [doc(screenshotsFile, "screenshots")];
    expect(checkPreview(edited, others)).toEqual({ state: "ready", documents: [others[0], edited] });
  });

  it("says what is wrong in the build's words, checking references against the other file", () => {
    const app = saved(APP);
    (app.gallery as Record<string, unknown>).screenshots = ["nature-sound"];
    delete (app.detail as Record<string, unknown>).headline;
    expect(checkPreview(doc(appsCollection, APP, app), [doc(screenshotsFile, "screenshots")])).toEqual({
      state: "problems",
      problems: [
        "content/apps/baby-lullabies.yaml › gallery › screenshots: has 1 item, expected 2 to 12 items.",
        "content/apps/baby-lullabies.yaml › gallery › screenshots › item 1: \"nature-sound\" is not a slug in content/screenshots.yaml. Did you mean 'nature-sounds'?",
        "content/apps/baby-lullabies.yaml › detail › headline: this required field is missing. Expected a text.",
      ],
    });
  });

  it("lists the files in the order the build checks them", () => {
    const site = saved("site");
    site.companyName = "";
    const shots = saved("screenshots");
    (shots.screenshots as Array<Record<string, unknown>>)[0].alt = "";
    const result = checkPreview(doc(screenshotsFile, "screenshots", shots), [doc(siteFile, "site", site)]);
    expect(result.state === "problems" && result.problems).toEqual([
      "content/site.yaml › companyName: the text is empty. Expected a text.",
      "content/screenshots.yaml › screenshots › entry 1 (lullabies) › alt: the text is empty. Expected a text.",
    ]);
  });
});
