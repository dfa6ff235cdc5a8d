import type { Node, NodePluginArgs } from "gatsby";
import type { ListFile } from "../../src/content-model/content-file";
import { singleFiles } from "../../src/content-model/content-files";

const listFiles = singleFiles.filter((spec): spec is ListFile => spec.shape === "list");

/**
 * gatsby-transformer-yaml makes one node of a file like screenshots.yaml; this makes a node of
 * each entry under its list field (`ScreenshotsYaml`), a child of the file's node, so other
 * files can refer to an entry by its key (`@link(by: "slug")`) and its image paths resolve
 * relative to the file, as with any YAML node.
 */
export function createListEntryNodes(
  node: Node,
  {
    actions,
    createNodeId,
    createContentDigest,
  }: Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest">,
): void {
  const spec = listFiles.find((candidate) => candidate.fileTypeName === node.internal.type);
  if (spec === undefined) return;
  const entries: unknown = node[spec.entries];
  if (!Array.isArray(entries)) return;
  entries.forEach((entry: unknown, index) => {
    if (typeof entry !== "object" || entry === null) return;
    const fields = entry as Record<string, unknown>;
    const child = {
      ...fields,
      id: createNodeId(`${node.id} ${spec.entries} ${index}`),
      parent: node.id,
      children: [],
      internal: { type: spec.typeName, contentDigest: createContentDigest(fields) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
  });
}
