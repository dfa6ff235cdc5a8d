/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SRC = path.resolve(__dirname, "..");

const pageModules = () =>
  ["pages", "templates"]
    .flatMap((folder) => readdirSync(path.join(SRC, folder)).map((file) => `../${folder}/${file}`))
    .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file))
    .map((file) => file.replace(/\.tsx$/, ""))
    .sort();

describe("the modules the HTML renderer evaluates first", () => {
  it("are every page and template, so no rebuild changes the order of a page's CSS", () => {
    const listed = [
      ...readFileSync(path.join(__dirname, "every-page-module.ts"), "utf8").matchAll(/^import "([^"]+)";$/gm),
    ].map((match) => match[1]);
    expect(listed.sort()).toEqual(pageModules());
  });
});
