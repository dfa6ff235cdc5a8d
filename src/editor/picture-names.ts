/**
 * The editor's check of a picture: by its file's name. The build looks at a picture's first bytes
 * (internal/content-files/image-files.ts), which the editor cannot read for pictures already in
 * the repository; but Decap's picture field takes any image an editor uploads or picks (GIF, SVG,
 * BMP, HEIC…), keeping its extension, so a name is enough to refuse those before they are saved,
 * in the build's words.
 */
import { say } from "../content-model/plain-words";

/** The extensions of the formats the build takes: PNG, JPEG, WebP and AVIF. */
const BUILDABLE_PICTURE = /\.(png|jpe?g|webp|avif)$/i;

export function checkPictureName(imagePath: string): string | undefined {
  return BUILDABLE_PICTURE.test(imagePath) ? undefined : say.notAnImage(imagePath);
}
