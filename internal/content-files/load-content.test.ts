/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { appsCollection, screenshotsFile, siteFile } from "../../src/content-model/content-files";
import { InvalidContentError, loadContentFile, loadDocuments, productsOf } from "./load-content";

const CONTENT_DIR = path.resolve(__dirname, "../../content");

describe("loading one content file", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "content-"));
    cpSync(CONTENT_DIR, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const yamlIn = (folder: string, file: string): unknown =>
    yaml.load(readFileSync(path.join(folder, file), "utf8"));

  it("gives the file's value as the YAML has it, once checked", () => {
    expect(loadContentFile(CONTENT_DIR, siteFile)).toEqual(yamlIn(CONTENT_DIR, "site.yaml"));
    expect(loadContentFile(CONTENT_DIR, screenshotsFile)).toEqual(yamlIn(CONTENT_DIR, "screenshots.yaml"));
  });

  it("refuses a file that breaks its schema, listing every problem as the build does", () => {
    writeFileSync(path.join(dir, "site.yaml"), "companyName: 42\n");
    expect(() => loadContentFile(dir, siteFile)).toThrow(InvalidContentError);
    expect(() => loadContentFile(dir, siteFile)).toThrow(
      "content/site.yaml › companyName: found the number 42, expected a text.",
    );
  });

  it("refuses a file that cannot be read, with its line", () => {
    writeFileSync(path.join(dir, "site.yaml"), "companyName: [x\n");
    expect(() => loadContentFile(dir, siteFile)).toThrow(
      "content/site.yaml › line 2: the file cannot be read as YAML",
    );
  });

  it("does not look for the images the file names (the artwork generator draws them)", () => {
    rmSync(path.join(dir, "images"), { recursive: true });
    expect(loadContentFile(dir, siteFile).logo).toBe((yamlIn(dir, "site.yaml") as { logo: string }).logo);
  });

  it("reads every product of a collection with its slug, and refuses content the build would refuse", () => {
    const apps = productsOf(loadDocuments(dir), appsCollection);
    expect(apps.map((app) => [app.slug, app.file])).toEqual([["baby-lullabies", "apps/baby-lullabies.yaml"]]);
    expect(apps[0]?.content).toEqual(yamlIn(dir, "apps/baby-lullabies.yaml"));
    writeFileSync(
      path.join(dir, "apps", "Copy.yaml"),
      readFileSync(path.join(dir, "apps/baby-lullabies.yaml")),
    );
    expect(() => loadDocuments(dir)).toThrow(
      'content/apps/Copy.yaml: the file name "Copy.yaml" cannot name an app.',
    );
  });
});
