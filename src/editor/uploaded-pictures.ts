/**
 * The pictures uploaded in this editor's session, read as the build will read them: by their first
 * bytes. The preview hands each upload over as it shows it (use-preview-images.ts); the check of a
 * picture (picture-check.ts) then refuses one the build could not use, in the preview and before
 * saving alike, and the previews check again when the uploads found unusable change.
 */
import { FORMAT_BYTES, isBuildablePicture } from "../content-model/pictures";

/** The file last read for each path in the content. */
const read = new Map<string, Blob>();
/** The paths of the uploads the build could not use: a new set whenever it changes. */
let unusable: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

/** Reads an upload's first bytes, once per file: a path given another file is read again. */
export async function readUpload(imagePath: string, file: Blob): Promise<void> {
  if (read.get(imagePath) === file) return;
  read.set(imagePath, file);
  const bytes = new Uint8Array(await file.slice(0, FORMAT_BYTES).arrayBuffer());
  // Another file chosen for the path meanwhile: its own reading decides.
  if (read.get(imagePath) !== file) return;
  const buildable = isBuildablePicture(bytes);
  // Already known as it is: nothing changes.
  if (unusable.has(imagePath) === !buildable) return;
  const next = new Set(unusable);
  if (buildable) next.delete(imagePath);
  else next.add(imagePath);
  unusable = next;
  for (const listener of listeners) listener();
}

/** The paths of the uploads whose bytes are no picture the build can use. */
export const unusableUploads = (): ReadonlySet<string> => unusable;

/** For React's useSyncExternalStore: told each time the unusable uploads change. */
export function subscribeToUploads(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
