/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { isPublished, listPublishedFiles, routeFor } from "./static-site";

/** The layout a build with gatsby-adapter-netlify leaves in public/. */
const LAYOUT = [
  "index.html",
  "baby-lullabies.html",
  "baby-lullabies-app.html",
  "404.html",
  "admin/index.html",
  "admin/assets/editor-ABC123.js",
  "static/abc/logo.png",
  "page-data/index/page-data.json",
  "app-123.js",
  "café.html",
  "_headers",
  "_redirects",
  ".DS_Store",
  ".well-known/security.txt",
  "__MACOSX/x.html",
  "nested/_headers",
];

let publicDir: string;
let files: ReturnType<typeof listPublishedFiles>;

beforeAll(async () => {
  publicDir = await mkdtemp(path.join(os.tmpdir(), "static-site-"));
  for (const name of LAYOUT) {
    await mkdir(path.dirname(path.join(publicDir, name)), { recursive: true });
    await writeFile(path.join(publicDir, name), name);
  }
  await symlink("/etc/passwd", path.join(publicDir, "passwd.html"));
  files = listPublishedFiles(publicDir);
});

const route = (decodedPath: string) => {
  const result = routeFor(files, decodedPath);
  return result.kind === "file" ? { kind: "file", file: path.relative(publicDir, result.file) } : result;
};

describe("isPublished", () => {
  it("leaves out what a Netlify deploy leaves out", () => {
    for (const name of ["_headers", "_redirects", ".git", ".env", "__MACOSX"])
      expect(isPublished(name)).toBe(false);
    for (const name of [".well-known", "index.html", "_headers.txt", "static"])
      expect(isPublished(name)).toBe(true);
  });
});

describe("routeFor", () => {
  it.each([
    ["/", "index.html"],
    ["/baby-lullabies", "baby-lullabies.html"],
    ["/baby-lullabies-app", "baby-lullabies-app.html"],
    ["/baby-lullabies.html", "baby-lullabies.html"],
    ["/404", "404.html"],
    ["/admin/", "admin/index.html"],
    ["/admin/assets/editor-ABC123.js", "admin/assets/editor-ABC123.js"],
    ["/static/abc/logo.png", "static/abc/logo.png"],
    ["/café", "café.html"],
    ["/.well-known/security.txt", ".well-known/security.txt"],
  ])("serves %s from its final file, %s", (requested, file) => {
    expect(route(requested)).toEqual({ kind: "file", file });
  });

  it.each([
    ["/baby-lullabies/", "/baby-lullabies"],
    ["/404/", "/404"],
    ["/admin", "/admin/"],
  ])("redirects %s to its one address, %s", (requested, to) => {
    expect(route(requested)).toEqual({ kind: "redirect", to });
  });

  it.each([
    "/_headers",
    "/_redirects",
    "/nested/_headers",
    "/.DS_Store",
    "/__MACOSX/x.html",
    "/passwd.html",
    "/no-such-page",
    "/no-such-page/",
    "/static/missing.png",
    "/baby-lullabies/index.html",
    "/../etc/passwd",
    "/__proto__",
    "/constructor",
    "//baby-lullabies",
  ])("finds nothing published at %s", (requested) => {
    expect(route(requested)).toEqual({ kind: "not-found" });
  });
});

describe("listPublishedFiles", () => {
  it("refuses a name Netlify cannot deploy", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "static-site-"));
    await writeFile(path.join(dir, "what?.html"), "");
    expect(() => listPublishedFiles(dir)).toThrow(/cannot publish a name with # or \?/);
  });
});
