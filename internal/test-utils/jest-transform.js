// Transforms tests and sources for Node: the site's .babelrc (React's JSX, as Gatsby compiles it)
// with what Gatsby's build adds, TypeScript and styled-components, and CommonJS for Jest.
const babelOptions = {
  presets: [["@babel/preset-env", { targets: { node: "current" } }], "@babel/preset-typescript"],
  plugins: ["babel-plugin-styled-components"],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
