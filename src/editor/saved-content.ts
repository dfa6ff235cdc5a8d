/**
 * The saved content the editor checks an entry against and previews it among: read through the
 * backend Decap edits with (GitHub when published, decap-server under `npm run edit`), so that
 * the check before saving sees the files as they are, preview or not, with their own names.
 *
 * Decap documents no way to read entries outside a preview template, but it builds each backend
 * from its registry (`getBackend(name).init`), and every backend implements the interface Decap's
 * custom backends implement (`getEntry`, `entriesByFolder`). keepBackend wraps `init` to keep the
 * one Decap builds; the editor's browser tests prove it on the bundle that ships.
 */
import yaml from "js-yaml";
import { CONTENT } from "../content-model/content";
import type { Document } from "../content-model/declarations";
import { CONTENT_FOLDER } from "../content-model/words";

/** A file as a backend hands it over: its path in the repository and its text. */
interface BackendEntry {
  readonly file: { readonly path: string };
  readonly data: string;
}

/** The part of a Decap backend read here. */
export interface Backend {
  getEntry(path: string): Promise<BackendEntry>;
  entriesByFolder(folder: string, extension: string, depth: number): Promise<readonly BackendEntry[]>;
  /** Every file of a folder, where a backend pages its `entriesByFolder` (GitHub). */
  allEntriesByFolder?(folder: string, extension: string, depth: number): Promise<readonly BackendEntry[]>;
}

/** The part of Decap's `CMS` object that registers backends. */
export interface BackendRegistry {
  getBackend(name: string): { init: (...args: unknown[]) => Backend } | undefined;
}

let backend: Backend | undefined;

/** Keeps the backend Decap builds under any of `names` (its own and its local one, "proxy"). */
export function keepBackend(decap: BackendRegistry, names: readonly string[]): void {
  for (const name of names) {
    const registered = decap.getBackend(name);
    if (registered === undefined) throw new Error(`Decap has no backend named ${name}.`);
    const { init } = registered;
    registered.init = (...args) => (backend = init(...args));
  }
}

/** For tests: the backend to read from. */
export const readSavedContentFrom = (testBackend: Backend): void => {
  backend = testBackend;
};

const PREFIX = `${CONTENT_FOLDER}/`;

const documentOf = (spec: Document["spec"], entry: BackendEntry): Document => ({
  spec,
  file: entry.file.path.slice(PREFIX.length),
  value: yaml.load(entry.data),
});

/** Every saved content file, as the backend has it now. */
export async function savedDocuments(): Promise<Document[]> {
  const source = backend;
  if (source === undefined) throw new Error("The editor has not signed in to its backend yet.");
  const loaded = await Promise.all(
    CONTENT.map(async (spec) => {
      if (spec.shape === "file") return [documentOf(spec, await source.getEntry(PREFIX + spec.file))];
      const read = source.allEntriesByFolder ?? source.entriesByFolder;
      const entries = await read.call(source, PREFIX + spec.folder, "yaml", 1);
      return entries.map((entry) => documentOf(spec, entry));
    }),
  );
  return loaded.flat();
}
