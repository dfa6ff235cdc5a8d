/** Renders SVG strings to PNG files with sharp (librsvg). */
import { mkdir, stat, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import sharp from "sharp";

export interface Rendered {
  readonly file: string;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
}

/**
 * Writes `svg` as a PNG. Opaque pictures (the screenshots) drop the alpha channel, which keeps the
 * files smaller; the logo keeps it for its transparent corners.
 */
export async function renderPng(svg: string, file: string, opaque: boolean): Promise<Rendered> {
  await mkdir(dirname(file), { recursive: true });
  const image = sharp(Buffer.from(svg));
  const png = await (opaque ? image.removeAlpha() : image)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer({ resolveWithObject: true });
  await writeFile(file, png.data);
  const { size } = await stat(file);
  return { file, width: png.info.width, height: png.info.height, bytes: size };
}
