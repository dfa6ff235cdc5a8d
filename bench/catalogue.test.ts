/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadContent, validateContent } from "../internal/content-files/content-folder";
import { SPECIFICATION_CONTENT_DIR } from "../internal/content-files/current-content";
import { ALL_LANGUAGES } from "../src/lib/languages";
import { editOneWord, EDITED_WORD, writeCatalogue } from "./catalogue";

describe("a generated catalogue", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "catalogue-"));
    cpSync(SPECIFICATION_CONTENT_DIR, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("holds as many apps as asked, each with its own name and addresses, and the build accepts it", () => {
    writeCatalogue(dir, 12);
    expect(validateContent(dir)).toEqual([]);
    const { apps } = loadContent(dir);
    expect(apps).toHaveLength(12);
    expect(new Set(apps.map((app) => app.content.detail.path)).size).toBe(12);
    expect(new Set(apps.map((app) => app.content.name)).size).toBe(12);
    for (const language of ALL_LANGUAGES) {
      const paths = loadContent(dir, language).apps.map((app) => app.content.detail.path);
      expect(new Set(paths).size).toBe(12);
    }
  });

  it("changes one word of one app for the build after an edit", () => {
    const file = path.join(dir, "apps", "baby-lullabies.yaml");
    const before = readFileSync(file, "utf8");
    editOneWord(dir);
    const after = readFileSync(file, "utf8");
    expect(after).toBe(before.replace(EDITED_WORD.from, EDITED_WORD.to));
    expect(validateContent(dir)).toEqual([]);
  });
});
