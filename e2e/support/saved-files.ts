/**
 * What the editor's tests saved, kept for the builds at the end of the run (editor-saved.spec.ts):
 * building is the costliest step of a test, so the sets are built few at a time, one build after
 * the other in the specification's site, which the run has built already.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runDataDir } from "./written";

/** A text a built page shows, or must not show, once the saved files are built. */
export interface Shown {
  /** The page's file in the build, e.g. `index.html`. */
  readonly page: string;
  readonly text: string;
  readonly shown: boolean;
  /** What it is, for the message when it is not as expected. */
  readonly what: string;
}

/**
 * The sets the editor's tests keep, one per spec file, built together one build each: sets in one
 * build save files, products and page addresses of their own (editor-edges and editor-list-edges
 * both save the specification's app).
 */
export const SAVED_BUILDS = [["editor-edges", "editor-preview"], ["editor-list-edges"]] as const;

export type SavedSet = (typeof SAVED_BUILDS)[number][number];

const folderOf = (set: string): string => path.join(runDataDir(), "editor-saved", set);

/** Keeps the files a spec's editor saved (by their path in the content) and what they show built. */
export function keepForBuild(
  set: SavedSet,
  files: ReadonlyMap<string, Buffer>,
  shows: readonly Shown[],
): void {
  const folder = folderOf(set);
  for (const [file, data] of files) {
    mkdirSync(path.dirname(path.join(folder, "content", file)), { recursive: true });
    writeFileSync(path.join(folder, "content", file), data);
  }
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "shows.json"), JSON.stringify(shows));
}

/**
 * A set kept: its files, by their path in the content, and what they show built; none if its
 * spec did not run to its end (it failed, or the run was filtered).
 */
export function keptSet(set: SavedSet): { files: Map<string, Buffer>; shows: Shown[] } | undefined {
  if (!existsSync(path.join(folderOf(set), "shows.json"))) return undefined;
  const content = path.join(folderOf(set), "content");
  const files = readdirSync(content, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(content, path.join(entry.parentPath, entry.name)));
  return {
    files: new Map(files.map((file) => [file, readFileSync(path.join(content, file))])),
    shows: JSON.parse(readFileSync(path.join(folderOf(set), "shows.json"), "utf8")) as Shown[],
  };
}
