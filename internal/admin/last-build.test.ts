/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { recordOf, unchangedSince, type BuildRecord } from "./last-build";
import { editorLocations, type EditorLocations } from "./locations";

/** A site folder with what a build reads, and a build's output in public/admin/. */
function site(): EditorLocations {
  const root = mkdtempSync(path.join(os.tmpdir(), "editor-build-"));
  const files: Record<string, string> = {
    "src/cms/cms.ts": "import './config'",
    "src/cms/config.ts": "export {}",
    "node_modules/react/index.js": "module.exports = {}",
    "package-lock.json": "{}",
    "tsconfig.json": "{}",
    "internal/admin/esbuild-options.ts": "export {}",
    "internal/admin/esbuild-options.test.ts": "test",
    "public/admin/index.html": "<!doctype html>",
    "public/admin/assets/cms-ABC.js": "",
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return editorLocations(root);
}

const build = {
  inputs: ["src/cms/config.ts", "node_modules/react/index.js", "src/cms/cms.ts"],
  outputs: ["index.html", "assets/cms-ABC.js"],
};

describe("whether the content editor must be built again", () => {
  let locations: EditorLocations;
  let record: BuildRecord;
  const change = (file: string) => writeFileSync(path.join(locations.root, file), "changed");

  beforeEach(async () => {
    locations = site();
    record = await recordOf(locations, build);
  });
  afterEach(() => rmSync(locations.root, { recursive: true, force: true }));

  it("is not when nothing changed and the last build's files are in public/", async () => {
    expect(await unchangedSince(locations, record)).toBe(true);
  });

  it.each(["src/cms/config.ts", "package-lock.json", "tsconfig.json", "internal/admin/esbuild-options.ts"])(
    "is when %s changed",
    async (file) => {
      change(file);
      expect(await unchangedSince(locations, record)).toBe(false);
    },
  );

  it("is when a source was deleted", async () => {
    unlinkSync(path.join(locations.root, "src/cms/config.ts"));
    expect(await unchangedSince(locations, record)).toBe(false);
  });

  it("is when a file of the last build is missing from public/", async () => {
    unlinkSync(path.join(locations.outDir, "assets/cms-ABC.js"));
    expect(await unchangedSince(locations, record)).toBe(false);
  });

  it("is not for a change inside node_modules or to the builder's tests: the lock file stands for packages", async () => {
    change("node_modules/react/index.js");
    change("internal/admin/esbuild-options.test.ts");
    expect(await unchangedSince(locations, record)).toBe(true);
  });
});
