import type { GatsbyNode } from "gatsby";
import { contentSpecs } from "../../src/content-model/content-files";
import { isEmptyValue } from "../../src/content-model/empty";
import { ABSENT_WHEN_EMPTY, contentTypeDefs } from "../content-model/graphql-types";

/** Declares every content type from the content model: nothing is inferred from the data. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: ABSENT_WHEN_EMPTY,
    extend: () => ({
      resolve: (
        source: Record<string, unknown>,
        _args: unknown,
        _context: unknown,
        info: { fieldName: string },
      ) => {
        const value = source[info.fieldName];
        return isEmptyValue(value) ? null : value;
      },
    }),
  });
  actions.createTypes(contentTypeDefs(contentSpecs));
};
