/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { servedHtmlFiles, servedPaths } from "./served-html";

describe("the addresses Netlify serves an HTML file at", () => {
  it.each([
    ["index.html", ["/", "/index.html"]],
    ["baby-lullabies.html", ["/baby-lullabies", "/baby-lullabies.html"]],
    ["admin/index.html", ["/admin/", "/admin/index.html"]],
    ["404.html", ["/404", "/404.html"]],
  ])("%s", (file, paths) => {
    expect(servedPaths(file)).toEqual(paths);
  });

  it("lists every HTML file of the output, the 404 page marked as the catch-all", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "served-"));
    await mkdir(path.join(dir, "admin"));
    await mkdir(path.join(dir, "static"));
    for (const file of ["index.html", "404.html", "gallery.html", "admin/index.html", "static/x.png"]) {
      await writeFile(path.join(dir, file), "<p>x</p>");
    }
    const served = await servedHtmlFiles(dir);
    expect(served.map((file) => file.file)).toEqual([
      "404.html",
      "admin/index.html",
      "gallery.html",
      "index.html",
    ]);
    expect(served.filter((file) => file.notFound).map((file) => file.file)).toEqual(["404.html"]);
  });
});
