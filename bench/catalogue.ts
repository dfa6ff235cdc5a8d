/**
 * Catalogues of many apps, for measuring how the build and the home page grow with the content:
 * the site's own content plus generated apps, each a copy of the specification's app with its own
 * name, addresses and order of screenshots, reusing the screenshots already in the content (so
 * the images to encode stay the same and what grows is the content itself).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { appsCollection, screenshotsFile } from "../src/content-model/content";

/** The app every generated app copies: the specification's. */
const SPECIFICATION_APP = "baby-lullabies";

type Values = Record<string, unknown>;

/** A generated app's slug: app-2, app-3 … (the specification's app is the first). */
const generatedSlug = (index: number): string => `app-${index}`;

/** The screenshots' slugs, turned by `by` places: each generated app shows them in its own order. */
function rotated(slugs: readonly string[], by: number): string[] {
  return slugs.map((_, i) => slugs[(i + by) % slugs.length] as string);
}

/** The `index`-th app of a catalogue (2 and up), made from the specification's app. */
function generatedApp(template: Values, index: number, screenshots: readonly string[]): Values {
  const slug = generatedSlug(index);
  const name = `Sample App ${index}`;
  const app = structuredClone(template);
  const carousel = app.carousel as Values;
  const gallery = app.gallery as Values;
  const detail = app.detail as Values;
  const more = detail.moreScreenshots as Values;
  app.name = name;
  app.position = index;
  app.summary = `${name} is one of many apps in a generated catalogue, measuring how the site grows.`;
  carousel.label = `${name} screenshots`;
  carousel.slides = rotated(screenshots, index).slice(0, 3);
  gallery.path = `/${slug}`;
  gallery.title = name;
  gallery.screenshots = rotated(screenshots, index);
  detail.path = `/${slug}-app`;
  detail.title = `${name} for iPhone`;
  detail.headline = `${name}, made with care`;
  detail.hero = rotated(screenshots, index)[0];
  more.screenshots = rotated(screenshots, index + 1).slice(0, 4);
  return app;
}

/**
 * Writes `count - 1` generated apps into `contentDir`, so that it holds `count` apps with the
 * specification's. Returns the generated files, relative to `contentDir`.
 */
export function writeCatalogue(contentDir: string, count: number): string[] {
  const read = (file: string) => yaml.load(readFileSync(path.join(contentDir, file), "utf8")) as Values;
  const template = read(`${appsCollection.folder}/${SPECIFICATION_APP}.yaml`);
  const { field, key } = screenshotsFile.entries;
  const screenshots = (read(screenshotsFile.file)[field] as Values[]).map((entry) => String(entry[key]));
  const files: string[] = [];
  for (let index = 2; index <= count; index += 1) {
    const file = `${appsCollection.folder}/${generatedSlug(index)}.yaml`;
    writeFileSync(path.join(contentDir, file), yaml.dump(generatedApp(template, index, screenshots)));
    files.push(file);
  }
  return files;
}

/** The word the benchmark changes in one app before timing a build again. */
export const EDITED_WORD = { from: "Soothing", to: "Gentle" } as const;

/**
 * One editor's change: one word of the specification's app's summary (shown on its card on the
 * home page), as a person would make it before publishing again.
 */
export function editOneWord(contentDir: string): void {
  const file = path.join(contentDir, appsCollection.folder, `${SPECIFICATION_APP}.yaml`);
  const text = readFileSync(file, "utf8");
  if (!text.includes(EDITED_WORD.from)) throw new Error(`${file} has no "${EDITED_WORD.from}" to change`);
  writeFileSync(file, text.replace(EDITED_WORD.from, EDITED_WORD.to));
}
