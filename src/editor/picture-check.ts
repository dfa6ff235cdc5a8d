/**
 * The editor's check of a picture, in the build's words. The build reads each picture's first
 * bytes (internal/content-files/image-files.ts). The editor cannot read the pictures already in
 * the repository (the build has read those), but Decap's picture field takes any file an editor
 * uploads (GIF, SVG, BMP, HEIC…) and keeps its extension: so a picture is refused by its name,
 * and an upload also by its first bytes once the preview has read them (a GIF renamed .png).
 */
import { hasName } from "../content-model/pictures";
import { say } from "../content-model/plain-words";

/** The extensions of the formats the build takes: PNG, JPEG, WebP and AVIF. */
const BUILDABLE_PICTURE = /\.(png|jpe?g|webp|avif)$/i;

/** What is wrong with a picture, if anything; `unusableUploads`: the uploads read and found unusable. */
export function checkPicture(imagePath: string, unusableUploads: ReadonlySet<string>): string | undefined {
  if (!BUILDABLE_PICTURE.test(imagePath) || unusableUploads.has(imagePath)) return say.notAnImage(imagePath);
  return hasName(imagePath) ? undefined : say.imageUnnamed(imagePath);
}
