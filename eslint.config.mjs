import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import ts from "typescript";
import tseslint from "typescript-eslint";

/**
 * The layers (README, "Project layout"), as the TypeScript projects draw them: src/ runs in the
 * browser and is rendered on the server by React alone (tsconfig.browser.json); internal/, server/,
 * bench/ and scripts/ run in Node (tsconfig.node.json). `tsc -b` gives each side only its own
 * globals and modules; what it cannot see, one side importing the other's code, is refused here.
 */
const project = (file) => ts.readConfigFile(file, ts.sys.readFile).config;
const BROWSER = project("tsconfig.browser.json");
const NODE = project("tsconfig.node.json");

const refusing = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
const BROWSER_SIDE = {
  regex: "^(\\./|(\\.\\./)+)(internal|server|bench|scripts|e2e)(/|$)",
  message:
    "src/ runs in the browser (and in React's server rendering): it cannot import code that runs in Node.",
};
const NODE_SIDE = {
  // What renders or touches the page (the editor's previews render components). Node code may use
  // the modules both sides share: src/content-model/, src/styles/, src/lib/, src/editor/backend.ts.
  regex:
    "^(\\./|(\\.\\./)+)src/(components|pages|templates|hooks|behaviours|test-utils|wrap-element|editor/(editor|without-eval|preview))(/|$)",
  message: "internal/, server/, bench/ and scripts/ run in Node: this module renders or touches the page.",
};

/**
 * Components take their content as props (the editor's preview gives them its values): they sit
 * below the hooks that query it, the pages and templates, and the editor.
 */
const COMPONENT_LAYER = {
  regex: "^(\\./|(\\.\\./)+)(hooks|templates|pages|editor|wrap-element)(/|$)",
  message: "Components take their content as props: they import no hook, page, template or the editor.",
};

/**
 * The published pages run no React: what renders them may not set an event handler or hold state,
 * which would work in `gatsby develop` and silently do nothing once built. The editor's preview,
 * where React runs, is not among them.
 */
const PUBLIC_PAGES = [
  "src/{components,pages,templates}/**/*.tsx",
  "src/hooks/**/*.{ts,tsx}",
  "src/wrap-element.tsx",
];
const BEHAVIOUR_BELONGS =
  "The built pages run no React, so it would do nothing there: a behaviour belongs in src/behaviours/.";
/**
 * Colours are the theme's tokens, each set for the light and the dark scheme (src/styles/theme.ts):
 * a colour written anywhere else would show in one scheme only.
 */
const COLOUR = "#[0-9a-fA-F]{3,8}\\b|\\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\\(";
const COLOUR_MESSAGE =
  "A colour written here shows in one scheme only: name a token of the theme (theme.colors), which src/styles/theme.ts sets for both.";
const colourLiterals = [
  { selector: `TemplateElement[value.raw=/${COLOUR}/]`, message: COLOUR_MESSAGE },
  { selector: `Literal[value=/${COLOUR}/]`, message: COLOUR_MESSAGE },
];
const STYLED_CODE = ["src/**/*.{ts,tsx}", "server/**/*.ts"];
const STYLED_CODE_EXCEPT = ["**/*.test.{ts,tsx}", "src/test-utils/**", "src/styles/theme.ts"];

const restricting = (...selectors) => ({ "no-restricted-syntax": ["error", ...selectors] });
const reactBehaviour = [
  { selector: "JSXAttribute[name.name=/^on[A-Z]/]", message: `An event handler prop. ${BEHAVIOUR_BELONGS}` },
  {
    // useState() and React.useState() alike.
    selector:
      "CallExpression:matches([callee.name=/^use(State|Reducer)$/], [callee.property.name=/^use(State|Reducer)$/])",
    message: `React state. ${BEHAVIOUR_BELONGS}`,
  },
];

export default tseslint.config(
  {
    // ESLint leaves node_modules/ out itself.
    ignores: [".cache/", "public/", "src/gatsby-types.d.ts", "test-results/", "playwright-report/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat["jsx-runtime"],
      reactHooks.configs["recommended-latest"],
      jsxA11y.flatConfigs.strict,
    ],
    settings: { react: { version: "18" } },
    rules: {
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: BROWSER.include, ignores: BROWSER.exclude, rules: refusing(BROWSER_SIDE) },
  { files: NODE.include, ignores: NODE.exclude, rules: refusing(NODE_SIDE) },
  {
    files: ["src/components/**/*.{ts,tsx}"],
    ignores: BROWSER.exclude,
    rules: refusing(BROWSER_SIDE, COMPONENT_LAYER),
  },
  { files: STYLED_CODE, ignores: STYLED_CODE_EXCEPT, rules: restricting(...colourLiterals) },
  // After the colours' rule, which it repeats: the last setting of a rule is the one that holds.
  { files: PUBLIC_PAGES, ignores: BROWSER.exclude, rules: restricting(...colourLiterals, ...reactBehaviour) },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Playwright fixtures: `use` is Playwright's, and `{}` is how a fixture says it needs none.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
);
