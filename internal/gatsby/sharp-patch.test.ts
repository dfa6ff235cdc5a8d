/**
 * @jest-environment node
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/**
 * gatsby-plugin-sharp encodes AVIF at sharp's default effort (4) and has no option for it; the
 * site patches it to 2 (patches/gatsby-plugin-sharp@*.patch, which npm applies as it installs),
 * far faster for about the same bytes (docs/performance.md). This runs the installed plugin's own
 * encoding step, so the test fails if the patch stops applying or the plugin changes.
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

describe("the pictures' AVIF encoding", () => {
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
    await rm(out, { recursive: true });
  });
});
