/**
 * For the previews' unit tests: the saved content read from content/, and the props Decap passes
 * a preview template, faked the way Decap makes them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { DecapAsset, PreviewTemplateProps } from "../cms/preview/decap-preview";

export type Values = Record<string, unknown>;

/** A fresh copy of a content file's saved values, by its CMS name (`lullaby-app`). */
export function saved(name: string): Values {
  const text = readFileSync(path.resolve(__dirname, "../../content", `${name}.yaml`), "utf8");
  return yaml.load(text) as Values;
}

/** The address a test's `getAsset` gives a picture. */
export const assetUrl = (picture: string) => `blob:http://localhost/${picture}`;

/**
 * The props of a preview of `values`, with every other file as saved. `getAsset` answers at once;
 * `getCollection` answers on the next turn, as a request to the backend would.
 */
export function previewProps(values: Values, others: Record<string, Values> = {}): PreviewTemplateProps {
  return {
    entry: { get: (key) => (key === "data" ? values : undefined) },
    getAsset: (picture): DecapAsset => ({ path: `content/${picture}`, toString: () => assetUrl(picture) }),
    getCollection: async (_collection, slug) => {
      const data = others[slug] ?? saved(slug);
      return { get: (key) => (key === "data" ? data : undefined) };
    },
    document,
    window,
  };
}
