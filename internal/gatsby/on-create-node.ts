import type { GatsbyNode } from "gatsby";
import { CONTENT_SOURCE_NAME } from "../content-files/content-dir";
import { createListEntryNodes } from "./list-entry-nodes";
import { addProductSlug } from "./product-slugs";
import { recheckContent } from "./content-check";

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, reporter } = args;
  if (node.internal.type === "File" && node.sourceInstanceName === CONTENT_SOURCE_NAME) {
    recheckContent(reporter);
  }
  createListEntryNodes(node, args);
  addProductSlug(node, args);
};
