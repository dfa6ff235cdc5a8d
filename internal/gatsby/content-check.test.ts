/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { SPECIFICATION_CONTENT_DIR } from "../content-files/current-content";
import { scratchSite } from "../scratch-site";

type Doc = Record<string, Record<string, Record<string, unknown>>>;

/**
 * The content check speaks before any plugin: Gatsby checks the plugins' options before the site's
 * first hook, and some of those options come from site.yaml (the releases feeds' titles).
 */
describe("a build of content an editor broke", () => {
  it("stops with the content check's words, naming the file, the field and the language", () => {
    const site = scratchSite("broken-content-", { content: SPECIFICATION_CONTENT_DIR });
    try {
      const file = yaml.load(readFileSync(path.join(site.contentDir, "site.yaml"), "utf8")) as Doc;
      file.es.releases.feedTitle = "";
      site.writeContent("site.yaml", yaml.dump(file));
      const failure = (() => {
        try {
          site.build();
          return "";
        } catch (error) {
          // Gatsby's reporter wraps long lines.
          return String(error).replace(/\s+/g, " ");
        }
      })();
      expect(failure).toContain(
        "content/site.yaml › releases › feedTitle › es: the text is empty. Expected a text.",
      );
      expect(failure).not.toMatch(/feeds\[|is not allowed to be empty/);
    } finally {
      site.close();
    }
  }, 120_000);
});
