/**
 * What makes a file a picture the site can use, for the build (which reads content/) and the
 * content editor (which reads what an editor uploads) alike.
 */

/** How many bytes at a file's start say its format. */
export const FORMAT_BYTES = 16;

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, end));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Whether a file starting with `bytes` (its first FORMAT_BYTES) is a PNG, JPEG, WebP or AVIF: the
 * formats gatsby-plugin-sharp makes images of, by their first bytes.
 */
export const isBuildablePicture = (bytes: Uint8Array): boolean =>
  PNG.every((byte, index) => bytes[index] === byte) ||
  (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
  (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") ||
  (ascii(bytes, 4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(bytes, 8, 12)));

/**
 * Whether a picture's file name has a name before its extension. The content editor keeps only the
 * Latin letters, digits and dashes of an uploaded picture's name, so a picture named in another
 * script ("Снимок экрана.png") is saved as ".png": a file Gatsby reads as named ".png" with no
 * extension, so no image would be made of it. The build and the editor refuse it alike.
 */
export const hasName = (imagePath: string): boolean => !(imagePath.split("/").pop() ?? "").startsWith(".");
