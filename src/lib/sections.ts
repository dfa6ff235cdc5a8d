/** The home page sections the header links to (`/#about` …). Their ids are part of the URL. */
export const SECTION_IDS = ["about", "products", "contact"] as const;

/** The address of a home page section, valid from every page. */
export const sectionHref = (id: string): string => `/#${id}`;
