import type { GatsbyNode, Node } from "gatsby";
import { jsonSchemaOf, fieldsIn } from "../../src/content-model/json-schema";
import { productSlug } from "../../src/content-model/declarations";
import { contentIn, languagesIn } from "../../src/content-model/translations";
import { CONTENT_FOLDER } from "../../src/content-model/words";
import { CONTENT_FILE_TYPE, specOf } from "../content-files/content-folder";
import { recheckContent } from "./content-check";
import { LANGUAGE_FIELD, SLUG_FIELD } from "./schema-customization";

/** A content file's value, walked down by its fields' names and its lists' indices. */
type Tree = Record<string | number, unknown>;

/**
 * A content file saved while `develop` runs: checked again. A content file (one node of
 * gatsby-transformer-yaml, with a key per language) makes a node per language it has content
 * for, of the type its declaration names, holding the language's content whole (translations.ts),
 * a child of the file's so that its image paths resolve from the file. A list file such as
 * screenshots.yaml: each entry a node of its own that other files' references link to, by an id of
 * its language and key. A product: given its slug, the name of its file.
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
  if (node.internal.type !== CONTENT_FILE_TYPE || node.parent === null) return;
  const file = getNode(node.parent)?.relativePath;
  const spec = typeof file === "string" ? specOf(file) : undefined;
  if (!spec || typeof file !== "string") return;
  const root = jsonSchemaOf(spec.schema);
  for (const language of languagesIn(node)) {
    const value = structuredClone(contentIn(root, node, language).value) as Record<string, unknown>;
    for (const [field, reference, path] of fieldsIn(root, value)) {
      if (!field.references || typeof reference !== "string") continue;
      const at = path.slice(0, -1).reduce<Tree>((parent, step) => parent[step] as Tree, value);
      at[path[path.length - 1]] = createNodeId(`${field.references.file} ${language} ${reference}`);
    }
    /** A node of `content` in the language, a child of `parent`, its id from the file, the language and `key`. */
    const add = (parent: Node, type: string, content: object, key = "") => {
      const id = createNodeId(`${file} ${language}${key}`);
      const data = { ...content, [LANGUAGE_FIELD]: language };
      const internal = { type, contentDigest: createContentDigest(data) };
      actions.createNode({ ...data, id, parent: parent.id, children: [], internal });
      const child = getNode(id);
      if (child) actions.createParentChildLink({ parent, child });
      return child;
    };
    const own = spec.shape === "folder" ? { [SLUG_FIELD]: productSlug(file) } : {};
    const made = add(node, spec.typeName, { ...value, ...own });
    const entries = spec.shape === "file" ? spec.entries : undefined;
    const list = entries && value[entries.field];
    if (!made || !entries || !Array.isArray(list)) continue;
    for (const entry of list as Record<string, unknown>[])
      add(made, entries.typeName, entry, ` ${String(entry[entries.key])}`);
  }
};
