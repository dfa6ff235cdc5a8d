/**
 * @jest-environment node
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadNotFoundRules, notFoundPageFor, RedirectsFileError } from "./netlify-redirects";

const redirectsFile = async (text: string | null): Promise<string> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "netlify-redirects-"));
  const file = path.join(dir, "_redirects");
  if (text !== null) await writeFile(file, text);
  return file;
};

describe("loadNotFoundRules", () => {
  it("accepts no file, and the adapter's empty block", async () => {
    await expect(loadNotFoundRules(await redirectsFile(null))).resolves.toEqual([]);
    const empty = "# gatsby-adapter-netlify start\n\n# gatsby-adapter-netlify end\n";
    await expect(loadNotFoundRules(await redirectsFile(empty))).resolves.toEqual([]);
  });

  it("reads folders' 404 pages, and finds the page of an address in one", async () => {
    const file = await redirectsFile("/es/*  /es/404.html  404\n/fr/*  /fr/404.html  404\n");
    const rules = await loadNotFoundRules(file);
    expect(rules).toEqual([
      { folder: "/es", page: "/es/404.html" },
      { folder: "/fr", page: "/fr/404.html" },
    ]);
    expect(notFoundPageFor(rules, "/es/nada")).toBe("/es/404.html");
    expect(notFoundPageFor(rules, "/fr")).toBe("/fr/404.html");
    expect(notFoundPageFor(rules, "/espresso")).toBeUndefined();
  });

  it.each([
    ["a redirect", "/old  /new  301\n", "/old → /new 301"],
    ["a rewrite", "/app/*  /app/index.html  200\n", "/app/* → /app/index.html 200"],
    ["a forced 404", "/es/*  /es/404.html  404!\n", "/es/* → /es/404.html 404"],
    ["a 404 of one address", "/old  /404.html  404\n", "/old → /404.html 404"],
  ])("refuses %s, which it does not implement", async (_kind, text, named) => {
    const file = await redirectsFile(text);
    await expect(loadNotFoundRules(file)).rejects.toThrow(RedirectsFileError);
    await expect(loadNotFoundRules(file)).rejects.toThrow(`a redirect rule (${named})`);
  });

  it("refuses a file with syntax errors", async () => {
    await expect(loadNotFoundRules(await redirectsFile("/only-a-from\n"))).rejects.toThrow(/syntax error/);
  });
});
