/** The address of the content editor: where `gatsby build` publishes it and `gatsby develop` serves it. */
export const EDITOR_PATH = "/admin/";
