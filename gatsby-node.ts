import type { GatsbyNode } from "gatsby";
import { checkContent } from "./internal/gatsby/content-check";
import { startEditorBuild } from "./internal/gatsby/content-editor";

// Build-time hooks, each in a small module of its own under internal/gatsby/.
export { onCreateNode } from "./internal/gatsby/on-create-node";
export { createSchemaCustomization } from "./internal/gatsby/schema-customization";
export { createPages } from "./internal/gatsby/create-pages";
export { onCreateWebpackConfig } from "./internal/gatsby/on-create-webpack-config";
export { onPostBuild } from "./internal/gatsby/on-post-build";
export { onCreateDevServer } from "./internal/gatsby/content-editor";

/** First the editor's build, which runs beside the bootstrap, then the check of the content. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  startEditorBuild(reporter);
  checkContent(reporter);
};
