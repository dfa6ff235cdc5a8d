// Jest set up as Gatsby documents it, Babel transforming (with Babel's own presets, not Gatsby's:
// jest-transform.js) and gatsby mocked. The setup files live in internal/test-utils/.
const support = "<rootDir>/internal/test-utils";

/** @type {import("jest").Config} */
const config = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.[jt]sx?$": `${support}/jest-transform.js` },
  moduleNameMapper: {
    "^gatsby$": `${support}/gatsby-mock.tsx`,
    // Pages' HTML is rendered at build time, in Node: tests render it with the same build of
    // React's server renderer, not the browser's, which jsdom's resolution would otherwise pick.
    "^react-dom/server$": "react-dom/server.node",
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/"],
  // Transformed although in node_modules: Gatsby's ES modules, Netlify's `_headers` and
  // `_redirects` parsers, which the local server uses and which ship only as ES modules (as do
  // the small packages they import), and pidtree, with which the benchmark samples a build's memory.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-image|@netlify/headers-parser|@netlify/redirect-parser|escape-string-regexp|is-plain-obj|map-obj|path-exists|pidtree)/)",
  ],
  globals: { __PATH_PREFIX__: "", __SITE_SCRIPT__: "", __PAGES_WITHOUT_RUNTIME__: false },
  // One temporary folder per run, removed at its end.
  globalSetup: `${support}/jest-global-setup.js`,
  globalTeardown: `${support}/jest-global-teardown.js`,
  setupFiles: [`${support}/jest-loadershim.js`],
  setupFilesAfterEnv: [`${support}/jest-setup.ts`],
  testEnvironmentOptions: { url: "http://localhost/" },
  // Every core: Jest's default leaves one free, half of a 2-core machine.
  maxWorkers: "100%",
};

module.exports = config;
