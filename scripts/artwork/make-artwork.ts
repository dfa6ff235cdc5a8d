/**
 * Placeholder artwork generator for the Camelback Digital site.
 *
 * Makes, from SVG drawn in code and rendered to PNG with sharp (librsvg):
 *   - content/images/logo.png               512 x 512 company logo (transparent corners, no text)
 *   - content/images/share.png              1200 x 630 link-preview picture (logo, name, hero heading
 *                                           from content/site.yaml, the Now Playing screen)
 *   - content/images/screens/<slug>.png     1170 x 2532 screenshots of the Baby Lullabies iOS app:
 *       lullabies, nature-sounds, white-noise, sleep-timer, airplay, now-playing
 *
 * Run from the repository root (output paths are resolved against process.cwd()):
 *   npm run artwork            (which runs: npx tsx scripts/artwork/make-artwork.ts)
 *
 * The output is deterministic: star fields use a fixed seed and nothing depends on the clock. Text
 * uses the system fonts DejaVu Sans / Liberation Sans through fontconfig, so the pixels can differ
 * slightly on a machine with other fonts or another librsvg version.
 */
import { join } from "node:path";
import { CONTENT_DIR } from "../../internal/content-files/content-dir";
import { logoSvg } from "./logo.js";
import { renderPng, type Rendered } from "./rasterise.js";
import { readShareTexts, shareSvg } from "./share.js";
import { airplayScreen } from "./screens/airplay.js";
import { lullabiesScreen } from "./screens/lullabies.js";
import { natureSoundsScreen } from "./screens/nature-sounds.js";
import { nowPlayingScreen } from "./screens/now-playing.js";
import { sleepTimerScreen } from "./screens/sleep-timer.js";
import { whiteNoiseScreen } from "./screens/white-noise.js";

interface Artwork {
  /** Path relative to content/images. */
  readonly file: string;
  readonly svg: () => string;
  readonly opaque: boolean;
}

const ARTWORK: readonly Artwork[] = [
  { file: "logo.png", svg: logoSvg, opaque: false },
  { file: "share.png", svg: () => shareSvg(readShareTexts(CONTENT_DIR)), opaque: true },
  { file: "screens/lullabies.png", svg: lullabiesScreen, opaque: true },
  { file: "screens/nature-sounds.png", svg: natureSoundsScreen, opaque: true },
  { file: "screens/white-noise.png", svg: whiteNoiseScreen, opaque: true },
  { file: "screens/sleep-timer.png", svg: sleepTimerScreen, opaque: true },
  { file: "screens/airplay.png", svg: airplayScreen, opaque: true },
  { file: "screens/now-playing.png", svg: nowPlayingScreen, opaque: true },
];

function describe(result: Rendered, root: string): string {
  const relative = result.file.slice(root.length + 1);
  return `${relative}  ${result.width}x${result.height}  ${(result.bytes / 1024).toFixed(0)} KB`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const root = process.cwd();
  const imagesDir = join(CONTENT_DIR, "images");
  const results = await Promise.all(
    ARTWORK.map((artwork) => renderPng(artwork.svg(), join(imagesDir, artwork.file), artwork.opaque)),
  );
  for (const result of results) console.log(describe(result, root));
  console.log(`Wrote ${results.length} images in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
