/**
 * Catalogues of many apps, to measure how the build and the home page grow with the content: the
 * site's own content plus generated copies of the specification's app. They reuse the screenshots
 * already in the content, so the images to encode stay the same and what grows is the content.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { SPECIFICATION_APP } from "../internal/content-files/current-content";
import { loadContent } from "../internal/content-files/content-folder";
import { appsCollection } from "../src/content-model/content";
import { ALL_LANGUAGES, DEFAULT_LANGUAGE, type Language } from "../src/lib/languages";

type Values = Record<string, unknown>;

/**
 * Writes generated apps into `contentDir` until it holds `count` with the specification's: its
 * text in every language with its name and slug replaced (`Sample App 2`, `app-2`), its screenshots
 * turned by as many places as its position, so that each app shows them in its own order.
 */
export function writeCatalogue(contentDir: string, count: number): void {
  const fileOf = (slug: string) => path.join(contentDir, appsCollection.folder, `${slug}.yaml`);
  const spec = readFileSync(fileOf(SPECIFICATION_APP), "utf8");
  const content = loadContent(contentDir);
  // Every app keeps its icon: its picture's name holds the slug the text's is replaced by.
  const { name: specName, icon } = content.apps.find(({ slug }) => slug === SPECIFICATION_APP)?.content ?? {};
  const screenshots = content.screenshots.screenshots.map((shot) => shot.slug);
  const turned = (by: number) => screenshots.map((_, i) => screenshots[(i + by) % screenshots.length]);
  for (let index = 2; index <= count; index += 1) {
    const [name, slug] = [`Sample App ${index}`, `app-${index}`];
    const text = spec.replaceAll(String(specName), name).replaceAll(SPECIFICATION_APP, slug);
    const parts = yaml.load(text) as Record<Language, Record<string, Values>>;
    const app = parts[DEFAULT_LANGUAGE];
    app.carousel.slides = turned(index).slice(0, 3);
    app.gallery.screenshots = turned(index);
    app.detail.hero = turned(index)[0];
    (app.detail.moreScreenshots as Values).screenshots = turned(index + 1).slice(0, 4);
    const summary = `${name} is one of many apps in a generated catalogue, measuring how the site grows.`;
    // Its other languages' pages at the English addresses, in their folders.
    for (const language of ALL_LANGUAGES.filter((other) => other !== DEFAULT_LANGUAGE))
      for (const page of Object.values(parts[language]))
        if (typeof page === "object" && page && "path" in page) delete page.path;
    writeFileSync(
      fileOf(slug),
      yaml.dump({ ...parts, [DEFAULT_LANGUAGE]: { ...app, position: index, summary, icon } }),
    );
  }
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
