import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { LinkChecker } from "linkinator";
import { expect, PAGES, test } from "./support/test";

const PUBLIC = path.resolve(__dirname, "../public");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // admin/ holds the content editor (internal/editor/ builds it): not a page of
    // the site (editor-page.spec.ts tests it).
    const skip = ["static", "page-data", "admin"].includes(name);
    if (statSync(full).isDirectory()) return skip ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

/**
 * gatsby-plugin-image ships lazy images with `data-src` instead of `src`; a script it inlines in
 * every page's <head> copies them to `src` before the images are laid out. Validate that result.
 */
function asBrowsersSeeIt(html: string): string {
  return html.replace(
    /<img data-gatsby-image-ssr(="")?([^>]*?) data-src=/g,
    "<img data-gatsby-image-ssr$1$2 src=",
  );
}

test("the built HTML of every page is valid", async () => {
  const validator = new HtmlValidate({
    extends: ["html-validate:recommended"],
    rules: {
      // React writes some attribute names in camelCase (srcSet, charSet); HTML attribute names are
      // case-insensitive, so these are valid HTML.
      "attr-case": "off",
      // HTML5 ids only need to be non-empty without spaces; Gatsby's root is "___gatsby" and
      // React's useId gives ":R1:"-style ids.
      "valid-id": ["error", { relaxed: true }],
      // Gatsby writes void elements self-closed (<meta />): valid HTML, a matter of style.
      "void-style": "off",
      // React writes boolean attributes as required="" and hidden="": valid HTML, also style.
      "attribute-boolean-style": "off",
      "attribute-empty-style": "off",
      // Gatsby and styled-components write inline styles (critical CSS, image wrappers).
      "no-inline-style": "off",
    },
    elements: ["html5", { form: { attributes: { "netlify-honeypot": {} } } }],
  });
  const files = htmlFiles(PUBLIC);
  expect(files.length).toBeGreaterThanOrEqual(4);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(asBrowsersSeeIt(readFileSync(file, "utf8")), file);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(
          `${path.relative(PUBLIC, file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
        );
      }
    }
  }
  expect(problems).toEqual([]);
});

test("a crawl of the site finds no broken link, anchor or image", async ({ baseURL }) => {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${baseURL}${PAGES.home}`,
    recurse: true,
    checkFragments: true,
    linksToSkip: (link: string) => Promise.resolve(!link.startsWith(baseURL ?? "")),
  });
  const broken = result.links
    .filter((link) => link.state === "BROKEN")
    .map((l) => `${l.status} ${l.url} (on ${l.parent})`);
  expect(broken).toEqual([]);
  const visited = new Set(result.links.map((link) => new URL(link.url).pathname));
  for (const page of Object.values(PAGES)) expect(visited).toContain(page);
});
