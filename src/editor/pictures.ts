/**
 * The editor's check of a picture, in the build's words. The build reads each picture's first
 * bytes (internal/content-files/content-folder.ts). The editor cannot read the pictures already saved
 * (the build has read those), but Decap's picture field takes any file an editor uploads and keeps
 * its extension: so a picture is refused by its name, and an upload also by its first bytes (a GIF
 * renamed .png), read by the preview as it shows it and before a save. The previews check again
 * when the uploads found unusable change.
 */
import { FORMAT_BYTES, hasName, isBuildablePicture } from "../content-model/pictures";
import { say } from "../content-model/words";

/** The extensions of the formats the build takes: PNG, JPEG, WebP and AVIF. */
const BUILDABLE_PICTURE = /\.(png|jpe?g|webp|avif)$/i;

/** The file last read for each path in the content, and its reading. */
const read = new Map<string, { readonly file: Blob; readonly reading: Promise<void> }>();
/** The paths of the uploads the build could not use: a new set whenever it changes. */
let unusable: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

/**
 * Reads an upload's first bytes, once per file: a path given another file is read again. A save
 * that asks while the preview's reading runs waits for that reading.
 */
export function readUpload(imagePath: string, file: Blob): Promise<void> {
  const known = read.get(imagePath);
  if (known?.file === file) return known.reading;
  const reading = classify(imagePath, file);
  read.set(imagePath, { file, reading });
  return reading;
}

async function classify(imagePath: string, file: Blob): Promise<void> {
  const bytes = new Uint8Array(await file.slice(0, FORMAT_BYTES).arrayBuffer());
  // Another file chosen for the path meanwhile: its own reading decides.
  if (read.get(imagePath)?.file !== file) return;
  const buildable = isBuildablePicture(bytes);
  // Already known as it is: nothing changes.
  if (unusable.has(imagePath) === !buildable) return;
  unusable = new Set(
    buildable ? [...unusable].filter((path) => path !== imagePath) : [...unusable, imagePath],
  );
  for (const listener of listeners) listener();
}

/** The paths of the uploads whose bytes are no picture the build can use. */
export const unusableUploads = (): ReadonlySet<string> => unusable;

/** For React's useSyncExternalStore: told each time the unusable uploads change. */
export function subscribeToUploads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What is wrong with a picture, if anything, among the uploads found `unusable` so far. */
export function checkPicture(imagePath: string, unusable: ReadonlySet<string>): string | undefined {
  if (!BUILDABLE_PICTURE.test(imagePath) || unusable.has(imagePath)) return say.notAnImage(imagePath);
  return hasName(imagePath) ? undefined : say.imageUnnamed(imagePath);
}
