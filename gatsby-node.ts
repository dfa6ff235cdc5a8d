// Build-time hooks, each in a small module of its own under src/gatsby/.
export { onPreBootstrap } from "./src/gatsby/validate-content";
export { onCreateNode } from "./src/gatsby/on-create-node";
export { createSchemaCustomization } from "./src/gatsby/create-schema-customization";
export { createPages } from "./src/gatsby/create-pages";
export { onCreateWebpackConfig } from "./src/gatsby/on-create-webpack-config";
export { onPostBuild } from "./src/gatsby/on-post-build";
export { onPreBuild, onCreateDevServer } from "./src/gatsby/content-editor";
