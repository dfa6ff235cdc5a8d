import type { GatsbyNode } from "gatsby";
import { CONTENT } from "../../src/content-model/content";
import { productSlug } from "../../src/content-model/declarations";
import { CONTENT_FOLDER } from "../../src/content-model/words";
import { recheckContent } from "./content-check";
import { SLUG_FIELD } from "./schema-customization";

/**
 * A content file saved while `develop` runs: checked again. A list file such as screenshots.yaml:
 * each entry made a node of its own, a child of the file's (gatsby-transformer-yaml makes one of
 * the file), so other files can refer to an entry by its key (`@link(by: "slug")`) and its image
 * paths resolve from the file. A product: given its slug, the name of its file, which identifies
 * its card on the home page.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  reporter,
  actions,
  getNode,
  createNodeId,
  createContentDigest,
}) => {
  if (node.internal.type === "File" && node.sourceInstanceName === CONTENT_FOLDER) recheckContent(reporter);
  const spec = CONTENT.find((candidate) => candidate.typeName === node.internal.type);
  if (spec?.shape === "folder" && node.parent !== null) {
    const relativePath = getNode(node.parent)?.relativePath;
    if (typeof relativePath === "string")
      actions.createNodeField({ node, name: SLUG_FIELD, value: productSlug(relativePath) });
  }
  if (spec?.shape !== "file" || !spec.entries) return;
  const entries: unknown = node[spec.entries.field];
  if (!Array.isArray(entries)) return;
  const { field, typeName } = spec.entries;
  entries.forEach((entry: unknown, index) => {
    if (typeof entry !== "object" || entry === null) return;
    const id = createNodeId(`${node.id} ${field} ${index}`);
    const internal = { type: typeName, contentDigest: createContentDigest(entry) };
    actions.createNode({ ...entry, id, parent: node.id, children: [], internal });
    const child = getNode(id);
    if (child) actions.createParentChildLink({ parent: node, child });
  });
};
