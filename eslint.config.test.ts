/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

interface Snippet {
  /** Where the code would live, relative to the project: it decides which rules apply. */
  readonly file: string;
  readonly code: string;
}

/**
 * The rules each snippet breaks, linted with the project's own eslint.config.mjs as if it were the
 * named file. ESLint loads its config with import(), which Jest's module system does not run, so
 * one Node process lints them all.
 */
function rulesBroken(snippets: readonly Snippet[]): string[][] {
  const script = `
    import { ESLint } from "eslint";
    const eslint = new ESLint();
    const broken = [];
    for (const { file, code } of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(code, { filePath: file });
      broken.push(result.messages.map((message) => \`\${message.ruleId}: \${message.message}\`));
    }
    process.stdout.write(JSON.stringify(broken));
  `;
  const root = __dirname;
  const absolute = snippets.map((snippet) => ({ ...snippet, file: path.join(root, snippet.file) }));
  const output = execFileSync(
    process.execPath,
    ["--input-type=module", "-e", script, JSON.stringify(absolute)],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  return JSON.parse(output) as string[][];
}

const BEHAVIOUR_BELONGS = /a behaviour belongs in src\/behaviours\/\.$/;
const COLOUR_TOKENS =
  /name a token of the theme \(theme\.colors\), which src\/styles\/theme\.ts sets for both\.$/;

/** What the code breaks: the rule, and for a refused syntax what its message tells the author. */
const refused: ReadonlyArray<readonly [what: string, rule: string, snippet: Snippet, says?: RegExp]> = [
  [
    "a browser module importing build code",
    "no-restricted-imports",
    {
      file: "src/components/ui/X.tsx",
      code: 'import { CONTENT_DIR } from "../../../internal/content-files/content-folder";\nexport const x = CONTENT_DIR;\n',
    },
  ],
  [
    "a build module importing a component",
    "no-restricted-imports",
    {
      file: "internal/gatsby/x.ts",
      code: 'import { Footer } from "../../src/components/layout/Footer";\nexport const x = Footer;\n',
    },
  ],
  [
    "a component importing a hook",
    "no-restricted-imports",
    {
      file: "src/components/home/X.tsx",
      code: 'import { useSiteData } from "../../hooks/useSiteData";\nexport const x = useSiteData;\n',
    },
  ],
  [
    "a component setting an event handler, which the built pages would not run",
    "no-restricted-syntax",
    {
      file: "src/components/home/X.tsx",
      code: "export const X = () => <button onClick={() => undefined}>Go</button>;\n",
    },
    BEHAVIOUR_BELONGS,
  ],
  [
    "a page holding React state",
    "no-restricted-syntax",
    {
      file: "src/pages/x.tsx",
      code: 'import { useState } from "react";\nexport default function X() {\n  const [n] = useState(0);\n  return <p>{n}</p>;\n}\n',
    },
    BEHAVIOUR_BELONGS,
  ],
  [
    "a component's styles writing a colour, which would show in one scheme only",
    "no-restricted-syntax",
    {
      file: "src/components/ui/X.tsx",
      code: 'import styled from "styled-components";\nexport const X = styled.p`\n  box-shadow: 0 1px 0 rgba(0, 0, 0, 0.2);\n`;\n',
    },
    COLOUR_TOKENS,
  ],
  [
    "a component giving a colour to an attribute",
    "no-restricted-syntax",
    {
      file: "src/components/ui/X.tsx",
      code: 'export const X = () => <svg><rect fill="#3b3f8f" /></svg>;\n',
    },
    COLOUR_TOKENS,
  ],
  [
    "the local server's pages writing a colour",
    "no-restricted-syntax",
    {
      file: "server/x.ts",
      code: "export const css = `body { background: #fff; }`;\n",
    },
    COLOUR_TOKENS,
  ],
  [
    "a build module importing one of the editor's previews, which render components",
    "no-restricted-imports",
    {
      file: "internal/editor/x.ts",
      code: 'import { AppPreview } from "../../src/editor/preview/ProductPreviews";\nexport const x = AppPreview;\n',
    },
  ],
  [
    "a benchmark module importing a component",
    "no-restricted-imports",
    {
      file: "bench/y.ts",
      code: 'import { Footer } from "../src/components/layout/Footer";\nexport const x = Footer;\n',
    },
  ],
];

const allowed: ReadonlyArray<readonly [what: string, snippet: Snippet]> = [
  [
    "a build module importing the modules both sides share",
    {
      file: "internal/content-files/x.ts",
      code: 'import { CONTENT } from "../../src/content-model/content";\nimport { theme } from "../../src/styles/theme";\nexport const x = [CONTENT, theme];\n',
    },
  ],
  [
    "a unit test beside a component, which runs in Node with a DOM",
    {
      file: "src/components/ui/X.test.tsx",
      code: 'import { readFileSync } from "node:fs";\nimport { CONTENT_DIR } from "../../../internal/content-files/content-folder";\nexport const x = [readFileSync, CONTENT_DIR, document.title];\n',
    },
  ],
  [
    "the editor's preview, where React runs, handling an event",
    {
      file: "src/editor/preview/X.tsx",
      code: "export const X = () => <button onClick={() => undefined}>Go</button>;\n",
    },
  ],
  [
    "the theme, which sets each colour for both schemes",
    {
      file: "src/styles/theme.ts",
      code: 'export const light = { ink: "#1d2040", shadow: "rgba(23, 26, 64, 0.08)" };\n',
    },
  ],
  [
    "a link to a section, which is no colour",
    {
      file: "src/components/ui/X.tsx",
      code: 'export const X = () => <a href="#contact">Contact</a>;\n',
    },
  ],
  [
    "a benchmark module importing the test browser from internal/",
    {
      file: "bench/x.ts",
      code: 'import { chromiumPath } from "../internal/test-browser/chromium";\nexport const x = chromiumPath;\n',
    },
  ],
];

describe("the lint rules that keep the layers apart", () => {
  let broken: string[][];
  beforeAll(() => {
    broken = rulesBroken([
      ...refused.map(([, , snippet]) => snippet),
      ...allowed.map(([, snippet]) => snippet),
    ]);
  }, 60_000);

  it.each(refused.map(([what, rule], index) => [what, rule, index] as const))(
    "refuse %s (%s)",
    (_what, rule, index) => {
      expect(broken[index]).toEqual([expect.stringMatching(new RegExp(`^${rule}: `))]);
    },
  );

  it.each(refused.flatMap(([what, , , says], index) => (says ? [[what, says, index] as const] : [])))(
    "say what to do instead of %s",
    (_what, says, index) => {
      expect(broken[index]).toEqual([expect.stringMatching(says)]);
    },
  );

  it.each(allowed.map(([what], index) => [what, refused.length + index] as const))(
    "allow %s",
    (_what, index) => {
      expect(broken[index]).toEqual([]);
    },
  );
});
