/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import robotsParser from "robots-parser";
import { EDITOR_PATH } from "../../src/lib/addresses";
import { currentContent } from "../content-files/current-content";
import { SITE_URL } from "../../src/lib/addresses";

/**
 * static/robots.txt is kept as a file served as it is, like everything in static/, rather than
 * written by the build: these checks make it follow the editor's address and the site's.
 * Read with Lighthouse's parser, the one its SEO audit reads robots.txt with.
 */
const text = readFileSync(path.resolve(__dirname, "../../static/robots.txt"), "utf8");
const robots = robotsParser(`${SITE_URL}/robots.txt`, text);

/** Every page a visitor reads: the home page and each app's gallery and detail pages. */
const pages = [
  "/",
  ...currentContent().apps.flatMap(({ content }) => [
    ...(content.gallery ? [content.gallery.path] : []),
    content.detail.path,
  ]),
];

describe("static/robots.txt", () => {
  it.each(["*", "Googlebot"])("keeps %s out of the editor and everything beneath it", (crawler) => {
    expect(robots.isDisallowed(`${SITE_URL}${EDITOR_PATH}`, crawler)).toBe(true);
    expect(robots.isDisallowed(`${SITE_URL}${EDITOR_PATH}config.yml`, crawler)).toBe(true);
  });

  it.each(pages)("lets crawlers read %s", (page) => {
    expect(robots.isAllowed(`${SITE_URL}${page}`, "Googlebot")).toBe(true);
  });

  it("disallows the editor's address and nothing else", () => {
    const disallowed = text
      .split("\n")
      .filter((line) => /^disallow:/i.test(line))
      .map((line) => line.slice(line.indexOf(":") + 1).trim());
    expect(disallowed).toEqual([EDITOR_PATH]);
  });

  it("names the sitemap index gatsby-plugin-sitemap writes at the site's root, at the site's address", () => {
    expect(robots.getSitemaps()).toEqual([`${SITE_URL}/sitemap-index.xml`]);
  });
});
