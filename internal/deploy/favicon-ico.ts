/**
 * `/favicon.ico`, the address browsers and other clients ask for when a document names no icon
 * (the content editor's page, a PDF, a feed reader). Without it each such visit logs a 404.
 * An ICO file may hold a PNG as it is (Windows Vista and every current browser read it), so the
 * 32 × 32 PNG that gatsby-plugin-manifest makes from the logo is wrapped, not redrawn.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/** An ICO file holding `png` as its one image. */
export function icoFromPng(png: Buffer): Buffer {
  if (png.length < 24 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw new Error("favicon: the icon to wrap is not a PNG file");
  }
  // The IHDR chunk comes first: width and height are its first two fields.
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width > 256 || height > 256) {
    throw new Error(`favicon: an ICO image is at most 256 × 256, not ${width} × ${height}`);
  }
  // Zero-filled: bytes 0–1 (reserved), 8 (no palette) and 9 (reserved) stay 0.
  const header = Buffer.alloc(HEADER_BYTES + ENTRY_BYTES);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(width % 256, 6); // 0 stands for 256
  header.writeUInt8(height % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(HEADER_BYTES + ENTRY_BYTES, 18);
  return Buffer.concat([header, png]);
}
