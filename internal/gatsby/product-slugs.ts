import type { Node, NodePluginArgs } from "gatsby";
import { collections } from "../../src/content-model/content-files";
import { productSlug } from "../../src/content-model/document";
import { SLUG_FIELD } from "../content-model/graphql-types";

const PRODUCT_TYPES: ReadonlySet<string> = new Set(collections.map((collection) => collection.typeName));

/**
 * Gives each product's node its slug, the name of the file it comes from (`baby-lullabies`), as
 * the field the GraphQL type reads it from: the slug identifies the product's card on the home page.
 */
export function addProductSlug(
  node: Node,
  { actions, getNode }: Pick<NodePluginArgs, "actions" | "getNode">,
): void {
  if (!PRODUCT_TYPES.has(node.internal.type) || node.parent === null) return;
  const file = getNode(node.parent);
  const relativePath = file?.relativePath;
  if (typeof relativePath !== "string") return;
  actions.createNodeField({ node, name: SLUG_FIELD, value: productSlug(relativePath) });
}
