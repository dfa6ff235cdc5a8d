import { buildEditor } from "./build-editor";
import { isBuildRecord, recordOf, unchangedSince } from "./last-build";
import type { EditorLocations } from "./locations";

/** Where the last build's record is kept between builds: Gatsby's cache for the site's own hooks. */
export interface BuildCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

const KEY = "content-editor-build";

/**
 * Builds the editor into public/ unless nothing that decides it changed since the last build and
 * its files are still there: a warm `gatsby build` then spends only the hashing of a few files.
 */
export async function buildEditorIfChanged(
  locations: EditorLocations,
  cache: BuildCache,
): Promise<"built" | "unchanged"> {
  const last: unknown = await cache.get(KEY);
  if (isBuildRecord(last) && (await unchangedSince(locations, last))) return "unchanged";
  const build = await buildEditor(locations);
  await cache.set(KEY, await recordOf(locations, build));
  return "built";
}
