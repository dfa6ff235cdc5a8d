// Transforms tests and sources for Node with Babel's own presets: the React and TypeScript that
// Gatsby compiles, as CommonJS. Not babel-preset-gatsby, which would do the same here: listed by
// the site, that package makes `gatsby build` parse its polyfills while extracting queries
// (Gatsby scans every package named gatsby-* the site depends on).
const babelOptions = {
  presets: [
    ["@babel/preset-env", { targets: { node: "current" } }],
    ["@babel/preset-react", { runtime: "automatic" }],
    "@babel/preset-typescript",
  ],
  plugins: ["babel-plugin-styled-components"],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
