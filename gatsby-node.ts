// Build-time hooks, each in a small module of its own under internal/gatsby/.
export { onPreBootstrap } from "./internal/gatsby/content-check";
export { onCreateNode } from "./internal/gatsby/on-create-node";
export { createSchemaCustomization } from "./internal/gatsby/schema-customization";
export { createPages } from "./internal/gatsby/create-pages";
export { onCreateWebpackConfig } from "./internal/gatsby/on-create-webpack-config";
export { onPostBuild } from "./internal/gatsby/on-post-build";
export { onPreBuild, onCreateDevServer } from "./internal/gatsby/content-editor";
