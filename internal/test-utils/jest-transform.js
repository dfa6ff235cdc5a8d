// Transforms tests and sources with Gatsby's own Babel preset, plus TypeScript.
const babelOptions = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
  plugins: ["babel-plugin-styled-components"],
};

module.exports = require("babel-jest").default.createTransformer(babelOptions);
