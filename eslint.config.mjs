import { builtinModules } from "node:module";
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
 * bench/ and scripts/ run in Node (tsconfig.node.json); tests, and the scripts that drive a page
 * from Node, use both (tsconfig.test.json). The files of each are read from there.
 */
const project = (file) => ts.readConfigFile(file, ts.sys.readFile).config;
const BROWSER = project("tsconfig.browser.json");
const NODE = project("tsconfig.node.json");
const TEST = project("tsconfig.test.json");

/** Globals one side has and the other has not. */
const onlyIn = (side, other) => Object.keys(side).filter((name) => !Object.hasOwn(other, name));
const BROWSER_ONLY_GLOBALS = onlyIn(globals.browser, globals.node);
const NODE_ONLY_GLOBALS = onlyIn(globals.node, globals.browser);

const NODE_BUILT_INS = builtinModules.filter((name) => !name.startsWith("_"));

const BROWSER_SIDE = "src/ runs in the browser (and in React's server rendering)";
const NODE_SIDE = "internal/, server/, bench/ and scripts/ run in Node";

const browserBoundary = {
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        {
          regex: `^(node:|(${NODE_BUILT_INS.join("|")})(/|$))`,
          message: `${BROWSER_SIDE}: Node's modules are not there. Build-time work belongs in internal/.`,
        },
        {
          regex: "^(\\./|(\\.\\./)+)(internal|server|bench|scripts|e2e)(/|$)",
          message: `${BROWSER_SIDE}: it cannot import code that runs in Node.`,
        },
      ],
    },
  ],
  "no-restricted-globals": [
    "error",
    ...NODE_ONLY_GLOBALS.map((name) => ({ name, message: `${BROWSER_SIDE}: '${name}' is Node's.` })),
  ],
};

const nodeBoundary = {
  "no-restricted-imports": [
    "error",
    {
      paths: ["react-dom/client", "decap-cms-app"].map((name) => ({
        name,
        message: `${NODE_SIDE}: ${name} runs in the browser.`,
      })),
      patterns: [
        {
          // What renders or touches the page (the editor's previews render components). Node code
          // may use the modules both sides share: src/content-model/ (the content schema),
          // src/styles/, src/lib/, src/editor/backend.ts.
          regex:
            "^(\\./|(\\.\\./)+)src/(components|pages|templates|hooks|behaviours|test-utils|wrap-element|editor/(editor|manual-init|without-eval|preview))(/|$)",
          message: `${NODE_SIDE}: this module renders or touches the page, which is the browser's.`,
        },
      ],
    },
  ],
  "no-restricted-globals": [
    "error",
    ...BROWSER_ONLY_GLOBALS.map((name) => ({ name, message: `${NODE_SIDE}: '${name}' is the browser's.` })),
  ],
};

/** `boundary` with more import patterns refused. */
const alsoRefusing = (boundary, patterns) => {
  const [level, options] = boundary["no-restricted-imports"];
  return {
    ...boundary,
    "no-restricted-imports": [level, { ...options, patterns: [...options.patterns, ...patterns] }],
  };
};

/**
 * The layers inside each side. Components take their content as props: they sit below the hooks
 * that query it, the pages and templates, and the editor. Build code (internal/) sits below the
 * local server, which reads what it writes.
 */
const COMPONENTS = ["src/components/**/*.{ts,tsx}"];
const componentLayer = alsoRefusing(browserBoundary, [
  {
    regex: "^(\\./|(\\.\\./)+)(hooks|templates|pages|editor|wrap-element)(/|$)",
    message: "Components take their content as props: they import no hook, page, template or the editor.",
  },
]);

/**
 * The published pages run no React: what renders them may not set an event handler or hold state,
 * which would work in `gatsby develop` and silently do nothing once built. The editor's preview,
 * where React runs, is not among them.
 */
const PUBLIC_PAGES = [
  "src/components/**/*.tsx",
  "src/pages/**/*.tsx",
  "src/templates/**/*.tsx",
  "src/wrap-element.tsx",
];
const BEHAVIOUR_BELONGS =
  "The built pages run no React, so it would do nothing there: a behaviour belongs in src/behaviours/.";
const noReactBehaviour = {
  "no-restricted-syntax": [
    "error",
    {
      selector: "JSXAttribute[name.name=/^on[A-Z]/]",
      message: `An event handler prop. ${BEHAVIOUR_BELONGS}`,
    },
    {
      // useState() and React.useState() alike.
      selector:
        "CallExpression:matches([callee.name=/^use(State|Reducer)$/], [callee.property.name=/^use(State|Reducer)$/])",
      message: `React state. ${BEHAVIOUR_BELONGS}`,
    },
  ],
};
const INTERNAL = ["internal/**/*.ts"];
const internalLayer = alsoRefusing(nodeBoundary, [
  {
    regex: "^(\\./|(\\.\\./)+)server(/|$)",
    message: "internal/ is the build's code, below the local server: what both need lives in internal/.",
  },
]);

/**
 * The tools sit side by side: the benchmark (bench/) and the scripts (scripts/) import neither each
 * other nor the browser tests (e2e/), and neither do their tests and page drivers. What a tool
 * shares with another or with the tests, such as the test browser, lives in internal/.
 */
const notSideways = (folder, others) => [
  {
    regex: `^(\\./|(\\.\\./)+)(${others.join("|")})(/|$)`,
    message: `${folder}/ imports neither ${others.join("/ nor ")}/: what they share lives in internal/.`,
  },
];
const onlyRefusing = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
const BENCH = ["bench/**/*.ts"];
const benchSideways = notSideways("bench", ["scripts", "e2e"]);
const SCRIPTS = ["scripts/**/*.ts"];
const scriptsSideways = notSideways("scripts", ["bench", "e2e"]);

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".cache/",
      "public/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, Queries: "readonly" },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: BROWSER.include, ignores: BROWSER.exclude, rules: browserBoundary },
  { files: NODE.include, ignores: NODE.exclude, rules: nodeBoundary },
  { files: COMPONENTS, ignores: BROWSER.exclude, rules: componentLayer },
  // An error boundary's `onError` is called while React renders, on the server too.
  {
    files: PUBLIC_PAGES,
    ignores: [...BROWSER.exclude, "src/components/layout/ErrorBoundary.tsx"],
    rules: noReactBehaviour,
  },
  { files: INTERNAL, ignores: NODE.exclude, rules: internalLayer },
  // A tool's tests and page drivers refuse the sideways imports alone, its other code beside Node's.
  { files: BENCH, rules: onlyRefusing(benchSideways) },
  { files: BENCH, ignores: NODE.exclude, rules: alsoRefusing(nodeBoundary, benchSideways) },
  { files: SCRIPTS, rules: onlyRefusing(scriptsSideways) },
  { files: SCRIPTS, ignores: NODE.exclude, rules: alsoRefusing(nodeBoundary, scriptsSideways) },
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
  { files: TEST.include, languageOptions: { globals: { ...globals.jest } } },
);
