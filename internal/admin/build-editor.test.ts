/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildEditor, type EditorBuild } from "./build-editor";
import { buildEditorIfChanged } from "./incremental-build";
import { editorLocations, type EditorLocations } from "./locations";

const ROOT = path.resolve(__dirname, "..", "..");

/** Builds the real editor, from the site's sources, into a scratch folder instead of public/admin/. */
function scratchLocations(): EditorLocations {
  return { ...editorLocations(ROOT), outDir: mkdtempSync(path.join(os.tmpdir(), "editor-out-")) };
}

/** Every file below a folder, relative to it. */
const filesIn = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();

describe("the content editor's production build", () => {
  let locations: EditorLocations;
  let build: EditorBuild;

  beforeAll(async () => {
    locations = scratchLocations();
    mkdirSync(path.join(locations.outDir, "assets"), { recursive: true });
    writeFileSync(path.join(locations.outDir, "assets", "cms-OLD.js"), "an earlier build");
    build = await buildEditor(locations);
  }, 60_000);
  afterAll(() => rmSync(locations.outDir, { recursive: true, force: true }));

  it("publishes the page, one content-hashed bundle and Decap's license notices: no source map, nothing older", () => {
    expect(filesIn(locations.outDir)).toEqual([
      expect.stringMatching(/^assets\/cms-[A-Z0-9]{8}\.js$/),
      "assets/decap-cms-app.js.LICENSE.txt",
      "index.html",
    ]);
    expect([...build.outputs].sort()).toEqual(filesIn(locations.outDir));
  });

  it("loads that bundle from the page", () => {
    const [bundle] = filesIn(locations.outDir);
    const page = readFileSync(path.join(locations.outDir, "index.html"), "utf8");
    expect(page).toContain(`<script defer src="/admin/${bundle}"></script>`);
  });

  it("bundles Decap's prebuilt app with one React, the site's own, for Decap and the editor's code alike", () => {
    const copies = (file: string) => build.inputs.filter((input) => input.endsWith(file));
    expect(copies("/react/index.js")).toEqual(["node_modules/react/index.js"]);
    expect(copies("/react-dom/index.js")).toEqual(["node_modules/react-dom/index.js"]);
    expect(build.inputs).toContain("node_modules/decap-cms-app/dist/decap-cms-app.js");
    expect(build.inputs.filter((input) => /decap-cms-(core|app\/dist\/esm)/.test(input))).toEqual([]);
  });
});

describe("a build of the content editor after an earlier one", () => {
  const cache = new Map<string, unknown>();
  const store = {
    get: async (key: string) => cache.get(key),
    set: async (key: string, value: unknown) => cache.set(key, value),
  };
  let locations: EditorLocations;

  beforeAll(() => {
    locations = scratchLocations();
  });
  afterAll(() => rmSync(locations.outDir, { recursive: true, force: true }));

  it("is skipped when nothing it is made from changed, and its files are in public/", async () => {
    expect(await buildEditorIfChanged(locations, store)).toBe("built");
    expect(await buildEditorIfChanged(locations, store)).toBe("unchanged");
  }, 60_000);

  it("runs again when a file it wrote is gone", async () => {
    unlinkSync(path.join(locations.outDir, "index.html"));
    expect(await buildEditorIfChanged(locations, store)).toBe("built");
    expect(existsSync(path.join(locations.outDir, "index.html"))).toBe(true);
  }, 60_000);
});
