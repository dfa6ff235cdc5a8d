// Gatsby as the components use it, for Jest (its documentation mocks it so): `graphql` and
// `useStaticQuery` as jest functions, `Link` as the ordinary anchor it is in the editor's preview.
export { Link } from "../../src/editor/preview/gatsby-in-the-editor";

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
