/**
 * Checks that an image path in the content names a picture the site can use: inside the content
 * folder, present, and really a PNG, JPEG, WebP or AVIF file (by its first bytes, not its name).
 */
import { closeSync, existsSync, openSync, readSync, statSync } from "node:fs";
import path from "node:path";
import { say } from "../../src/content-model/plain-words";

const IMAGE_SIGNATURES: ReadonlyArray<(bytes: Buffer) => boolean> = [
  (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  (b) => b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP",
  (b) => b.toString("latin1", 4, 8) === "ftyp" && /^avi[fs]$/.test(b.toString("latin1", 8, 12)),
];

function isImageFile(file: string): boolean {
  const bytes = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, bytes, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  return IMAGE_SIGNATURES.some((matches) => matches(bytes));
}

/** A check of image paths relative to `contentDir`: what is wrong with one, if anything. */
export function imageChecker(contentDir: string): (imagePath: string) => string | undefined {
  return (imagePath) => {
    const resolved = path.resolve(contentDir, imagePath);
    const inside = path.relative(contentDir, resolved);
    if (path.isAbsolute(imagePath) || inside.startsWith("..")) return say.imageOutside(imagePath);
    if (!existsSync(resolved) || !statSync(resolved).isFile()) {
      return say.imageMissing(imagePath, `content/${inside.split(path.sep).join("/")}`);
    }
    return isImageFile(resolved) ? undefined : say.notAnImage(imagePath);
  };
}
