/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BuildResult } from "esbuild";
import { buildEditor } from "./build";
import { DECAP_BUNDLE, editorLocations, type EditorLocations } from "./paths";

const ROOT = path.resolve(__dirname, "..", "..");

/** Every file below a folder, relative to it. */
const filesIn = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();

describe("the content editor's production build", () => {
  let locations: EditorLocations;
  let build: BuildResult;

  beforeAll(async () => {
    // The real editor, from the site's sources, into a scratch folder instead of public/admin/.
    locations = { ...editorLocations(ROOT), outDir: mkdtempSync(path.join(os.tmpdir(), "editor-out-")) };
    mkdirSync(path.join(locations.outDir, "assets"), { recursive: true });
    writeFileSync(path.join(locations.outDir, "assets", "editor-OLD.js"), "an earlier build");
    build = await buildEditor(locations);
  }, 60_000);
  afterAll(() => rmSync(locations.outDir, { recursive: true, force: true }));

  it("publishes the page, one content-hashed bundle, its map and Decap's license notices: nothing older", () => {
    expect(filesIn(locations.outDir)).toEqual([
      "assets/decap-cms-app.js.LICENSE.txt",
      expect.stringMatching(/^assets\/editor-[A-Z0-9]{8}\.js$/),
      expect.stringMatching(/^assets\/editor-[A-Z0-9]{8}\.js\.map$/),
      "index.html",
    ]);
  });

  it("maps the bundle to its sources' files and lines without publishing the sources", () => {
    const mapFile = filesIn(locations.outDir).find((file) => file.endsWith(".map")) ?? "";
    const bundle = readFileSync(path.join(locations.outDir, mapFile.replace(/\.map$/, "")), "utf8");
    expect(bundle.trimEnd().endsWith(`//# sourceMappingURL=${path.basename(mapFile)}`)).toBe(true);
    const map = JSON.parse(readFileSync(path.join(locations.outDir, mapFile), "utf8")) as {
      sources: string[];
      sourcesContent?: unknown;
    };
    expect(map.sources).toEqual(
      expect.arrayContaining([expect.stringMatching(/(^|\/)src\/editor\/editor\.ts$/)]),
    );
    expect(map).not.toHaveProperty("sourcesContent");
  });

  it("loads that bundle from the page", () => {
    const bundle = filesIn(locations.outDir).find((file) => file.endsWith(".js"));
    const page = readFileSync(path.join(locations.outDir, "index.html"), "utf8");
    expect(page).toContain(`<script defer src="/admin/${bundle}"></script>`);
  });

  it("bundles Decap's prebuilt app with one React, the site's own, for Decap and the editor's code alike", () => {
    const inputs = Object.keys(build.metafile?.inputs ?? {});
    const copies = (file: string) => inputs.filter((input) => input.endsWith(file));
    expect(copies("/react/index.js")).toEqual(["node_modules/react/index.js"]);
    expect(copies("/react-dom/index.js")).toEqual(["node_modules/react-dom/index.js"]);
    expect(inputs).toContain("node_modules/decap-cms-app/dist/decap-cms-app.js");
    expect(inputs.filter((input) => /decap-cms-(core|app\/dist\/esm)/.test(input))).toEqual([]);
  });

  it("runs Decap's copy of React DOM's client with the site's React, of the same version", () => {
    // Decap's prebuilt bundle leaves out `react` and `react-dom` but carries its own react-dom/client,
    // which refuses to start beside a React of another version (React's error 527): package.json
    // keeps react and react-dom at the version Decap was built with, which its renderer records.
    const decap = readFileSync(require.resolve(DECAP_BUNDLE), "utf8");
    const renderer = /rendererPackageName:"react-dom",[^}]*reconcilerVersion:"([^"]+)"/.exec(decap);
    const { version } = JSON.parse(readFileSync(require.resolve("react/package.json"), "utf8")) as {
      version: string;
    };
    expect(renderer?.[1]).toBe(version);
  });
});
