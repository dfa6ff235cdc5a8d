/** What orders a product among the others of its kind. */
export interface Placed {
  readonly slug: string;
  readonly name: string;
  /** 1 comes first; a product without a position comes after those with one. */
  readonly position: number | null;
}

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * Products in the order the home page shows them: by position, then by name (as a person sorts
 * names: "App 2" before "App 10"), then by slug, so that the order never depends on the order in
 * which the files happen to be read.
 */
export function inCatalogueOrder<T extends Placed>(products: readonly T[]): T[] {
  const rank = (product: Placed) => product.position ?? Number.POSITIVE_INFINITY;
  return [...products].sort(
    (a, b) =>
      rank(a) - rank(b) || byName.compare(a.name, b.name) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0),
  );
}
