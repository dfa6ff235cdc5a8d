/** The home page sections the header links to (`/#about` …). Their ids are part of the URL. */
export const SECTION_IDS = ["about", "products", "contact"] as const;
