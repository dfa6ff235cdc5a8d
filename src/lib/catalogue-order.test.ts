import { inCatalogueOrder } from "./catalogue-order";

const product = (slug: string, name: string, position: number | null = null) => ({ slug, name, position });

describe("the order of products in a group", () => {
  it("puts products by position, then those without one by name, as a person sorts names", () => {
    const products = [
      product("app-10", "App 10"),
      product("second", "Second", 2),
      product("app-2", "app 2", null),
      product("first", "First", 1),
    ];
    expect(inCatalogueOrder(products).map((p) => p.slug)).toEqual(["first", "second", "app-2", "app-10"]);
  });

  it("breaks a tie of position and name by slug, whatever order the files were read in", () => {
    const a = product("a-twin", "Twin", 1);
    const b = product("b-twin", "Twin", 1);
    expect(inCatalogueOrder([b, a])).toEqual([a, b]);
    expect(inCatalogueOrder([a, b])).toEqual([a, b]);
  });

  it("leaves the list it is given as it was", () => {
    const products = [product("b", "B"), product("a", "A")];
    inCatalogueOrder(products);
    expect(products.map((p) => p.slug)).toEqual(["b", "a"]);
  });
});
