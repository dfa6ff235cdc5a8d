/**
 * Checks that an image path in the content names a picture the site can use: inside the content
 * folder, present, and really a PNG, JPEG, WebP or AVIF file (by its first bytes, not its name).
 */
import { closeSync, existsSync, openSync, readSync, statSync } from "node:fs";
import path from "node:path";
import { FORMAT_BYTES, hasName, isBuildablePicture } from "../../src/content-model/pictures";
import { CONTENT_FOLDER, say } from "../../src/content-model/words";

function isImageFile(file: string): boolean {
  const bytes = Buffer.alloc(FORMAT_BYTES);
  const fd = openSync(file, "r");
  try {
    readSync(fd, bytes, 0, FORMAT_BYTES, 0);
  } finally {
    closeSync(fd);
  }
  return isBuildablePicture(bytes);
}

/** A check of image paths relative to `contentDir`: what is wrong with one, if anything. */
export function imageChecker(contentDir: string): (imagePath: string) => string | undefined {
  return (imagePath) => {
    const resolved = path.resolve(contentDir, imagePath);
    const inside = path.relative(contentDir, resolved);
    if (path.isAbsolute(imagePath) || inside.startsWith("..")) return say.imageOutside(imagePath);
    if (!existsSync(resolved) || !statSync(resolved).isFile()) {
      return say.imageMissing(imagePath, `${CONTENT_FOLDER}/${inside.split(path.sep).join("/")}`);
    }
    if (!isImageFile(resolved)) return say.notAnImage(imagePath);
    return hasName(imagePath) ? undefined : say.imageUnnamed(imagePath);
  };
}
