/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { screenshotsFile, siteFile } from "../../src/content/content-files";
import { InvalidContentError, loadContentFile } from "./load-content";

const CONTENT_DIR = path.resolve(__dirname, "../../content");

describe("loading one content file", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "content-"));
    cpSync(CONTENT_DIR, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("gives the file's checked value", () => {
    const site = loadContentFile(CONTENT_DIR, siteFile);
    expect(site.companyName).toBe("Camelback Digital");
    expect(site.contact.address.region).toBe("AZ");
    expect(loadContentFile(CONTENT_DIR, screenshotsFile).screenshots[0].slug).toBe("lullabies");
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
    expect(loadContentFile(dir, siteFile).logo).toBe("images/logo.png");
  });
});
