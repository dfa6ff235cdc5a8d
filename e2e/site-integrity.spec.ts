import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import vnuJar from "vnu-jar";
import { LinkChecker } from "linkinator";
import { attribute, elements } from "../internal/deploy/html-elements";
import { checkOutput } from "../internal/test-utils/check-output";
import { expect, PAGES, test } from "./support/test";
import { fromGlobalSetup } from "./support/written";

/** The site built from content/, and the specification's: what is tested holds for both. */
const builds = () => [path.resolve(__dirname, "../public"), fromGlobalSetup("E2E_PUBLIC_DIR")];

/** Every page a build publishes, the content editor's included (not Gatsby's fragments in _gatsby/). */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return ["static", "page-data", "_gatsby"].includes(name) ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

/**
 * What the W3C Nu HTML checker may say of the pages, each for a reason outside them: its CSS
 * engine does not know container queries yet (CSS Containment Level 3, in every browser since
 * 2023; the cards lay themselves out by their own width), and Netlify documents its form
 * detection's honeypot only as `netlify-honeypot`, which HTML does not define.
 */
const ALLOWED = [
  /^CSS: “container”: Property “container” doesn't exist\.$/,
  /^CSS: Unrecognized at-rule “@container”\.?$/,
  /^Attribute “netlify-honeypot” not allowed on element “form” at this point\.$/,
];

test("each build's output is what Netlify should serve", async () => {
  // Its parsers, its precedence, every page's policy against the page's own inline scripts,
  // caching; that each page then loads in Chromium with its policy is in deploy.spec.ts.
  for (const build of builds()) expect(await checkOutput(build), build).toEqual([]);
});

test("the W3C Nu HTML checker finds no error in any page of either build", () => {
  const files = builds().flatMap(htmlFiles);
  expect(files.length).toBeGreaterThanOrEqual(10);
  // The checker writes its report to stderr.
  const run = spawnSync(
    "java",
    ["-jar", String(vnuJar), "--format", "json", "--errors-only", "--exit-zero-always", ...files],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  expect(run.error, "Java runs the checker: npm run install:test-tools installs it").toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as { messages: Array<{ url: string; message: string }> };
  const errors = messages.filter(({ message }) => !ALLOWED.some((allowed) => allowed.test(message)));
  expect(errors.map(({ url, message }) => `${url.replace(/^file:/, "")}: ${message}`)).toEqual([]);
});

test("no page of either build asks for more than one picture at high priority", () => {
  const files = builds().flatMap(htmlFiles);
  const withMore = files.flatMap((file) => {
    const high = [...elements(readFileSync(file, "utf8"))].filter(
      (element) => element.tagName === "img" && attribute(element, "fetchpriority") === "high",
    );
    return high.length > 1 ? [`${file}: ${high.length}`] : [];
  });
  expect(files.length).toBeGreaterThanOrEqual(10);
  expect(withMore).toEqual([]);
});

test("html-validate's rules hold for every page of either build", async () => {
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
      // Gatsby and styled-components write inline styles (critical CSS, pictures' colours).
      "no-inline-style": "off",
    },
    elements: ["html5", { form: { attributes: { "netlify-honeypot": {} } } }],
  });
  const problems: string[] = [];
  for (const file of builds().flatMap(htmlFiles)) {
    const report = await validator.validateString(readFileSync(file, "utf8"), file);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
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
