/**
 * @jest-environment node
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { assertNoRedirectRules, RedirectsFileError } from "./netlify-redirects";

const redirectsFile = async (text: string | null): Promise<string> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "netlify-redirects-"));
  const file = path.join(dir, "_redirects");
  if (text !== null) await writeFile(file, text);
  return file;
};

describe("assertNoRedirectRules", () => {
  it("accepts no file, and the adapter's empty block", async () => {
    await expect(assertNoRedirectRules(await redirectsFile(null))).resolves.toBeUndefined();
    const empty = "# gatsby-adapter-netlify start\n\n# gatsby-adapter-netlify end\n";
    await expect(assertNoRedirectRules(await redirectsFile(empty))).resolves.toBeUndefined();
  });

  it("refuses rules it does not implement, naming the first", async () => {
    const file = await redirectsFile("/old  /new  301\n/app/*  /app/index.html  200\n");
    await expect(assertNoRedirectRules(file)).rejects.toThrow(RedirectsFileError);
    await expect(assertNoRedirectRules(file)).rejects.toThrow(
      /2 redirect rule\(s\) \(first: \/old → \/new 301\)/,
    );
  });

  it("refuses a file with syntax errors", async () => {
    await expect(assertNoRedirectRules(await redirectsFile("/only-a-from\n"))).rejects.toThrow(
      /syntax error/,
    );
  });
});
