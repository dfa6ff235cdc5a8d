import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "../content/graphql-types";
import { contentFiles } from "../../src/content/content-files";

/** Declares every content type from the content schema: nothing is inferred from the data. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs(contentFiles));
};
