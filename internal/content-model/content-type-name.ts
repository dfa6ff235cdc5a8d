import { contentSpecs } from "../../src/content-model/content-files";

/**
 * The GraphQL node type of the YAML file at `relativePath` inside the content folder: a single
 * file's declared type (a list file's own type, whose entries become nodes of their own), or its
 * collection's for a product's file. A file the site does not use gets a type no query reads; the
 * content check has refused it before the nodes are made.
 */
export function contentTypeName(relativePath: string): string {
  const [first, ...rest] = relativePath.split("/");
  for (const spec of contentSpecs) {
    if (spec.shape === "folder" && rest.length === 1 && first === spec.folder) return spec.typeName;
    if (spec.shape === "group" && relativePath === spec.file) return spec.typeName;
    if (spec.shape === "list" && relativePath === spec.file) return spec.fileTypeName;
  }
  return "UnusedContentYaml";
}
