/**
 * @jest-environment node
 */
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/**
 * gatsby-plugin-sharp encodes AVIF at sharp's default effort (4) and has no option for it, and
 * encodes all of a picture's sizes at once; the site patches it (patches/gatsby-plugin-sharp+*.patch,
 * applied by `npm ci`'s postinstall) to effort 2, the same bytes about six times faster, and to
 * one size after another, so that encoding takes one core beside Gatsby's own steps
 * (internal/gatsby/early-pictures.ts). This runs the installed plugin's own encoding step, so the
 * test fails if the patch stops applying or the plugin changes.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { processFile } = require("gatsby-plugin-sharp/process-file") as {
  processFile: (
    file: string,
    transforms: ReadonlyArray<{ outputPath: string; args: Record<string, unknown> }>,
    options: Record<string, unknown>,
  ) => Promise<unknown[]>;
};

const LOGO = path.resolve(__dirname, "../../content/images/logo.png");

describe("the pictures' encoding", () => {
  it("runs at effort 2, in the plugin that builds the site", async () => {
    const avif = jest.spyOn(sharp.prototype, "avif");
    const out = await mkdtemp(path.join(os.tmpdir(), "avif-effort-"));
    await processFile(
      LOGO,
      [{ outputPath: path.join(out, "logo.avif"), args: { width: 40, toFormat: "avif", quality: 55 } }],
      {},
    );
    expect(avif).toHaveBeenCalledWith(expect.objectContaining({ effort: 2, force: true }));
    avif.mockRestore();
  });

  it("encodes a picture's sizes one after another", async () => {
    const toBuffer = sharp.prototype.toBuffer;
    let running = 0;
    let most = 0;
    const spy = jest.spyOn(sharp.prototype, "toBuffer").mockImplementation(async function (
      this: sharp.Sharp,
    ) {
      most = Math.max(most, ++running);
      try {
        return await toBuffer.call(this);
      } finally {
        running--;
      }
    });
    const out = await mkdtemp(path.join(os.tmpdir(), "one-size-at-a-time-"));
    const sizes = [40, 80, 120].map((width) => ({
      outputPath: path.join(out, `logo-${width}.webp`),
      args: { width, toFormat: "webp" },
    }));
    expect(await processFile(LOGO, sizes, {})).toHaveLength(3);
    expect(spy).toHaveBeenCalledTimes(3);
    expect(most).toBe(1);
    spy.mockRestore();
  });
});
