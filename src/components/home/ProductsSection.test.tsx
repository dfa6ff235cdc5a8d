import { screen } from "@testing-library/react";
import { app, directory, site } from "../../test-utils/fixtures";
import { renderWithTheme } from "../../test-utils/render";
import { ProductsSection } from "./ProductsSection";

const tile = site.products.groups.find((group) => group.kind === "apps")?.tile;
const withId = (slug: string, id: string) => ({ ...app, slug, appStore: { ...app.appStore, id } });
const tileLinks = () => screen.getByRole("article", { name: tile?.heading }).querySelectorAll("a");

describe("the apps' App Store tile", () => {
  it("links to the App Store listing of the only app, once its file gives an App Store ID", () => {
    renderWithTheme(
      <ProductsSection site={site} apps={[withId("one", "1234567890")]} webPlatforms={[directory]} />,
    );
    expect(screen.getByRole("link", { name: tile?.heading })).toHaveAttribute(
      "href",
      "https://apps.apple.com/app/id1234567890",
    );
  });

  it("links nowhere before the ID is given, nor for several apps, which it speaks of together", () => {
    const { unmount } = renderWithTheme(
      <ProductsSection site={site} apps={[app]} webPlatforms={[directory]} />,
    );
    expect(tileLinks()).toHaveLength(0);
    unmount();
    renderWithTheme(
      <ProductsSection
        site={site}
        apps={[withId("one", "1234567890"), { ...withId("two", "2345678901"), name: "Two" }]}
        webPlatforms={[directory]}
      />,
    );
    expect(tileLinks()).toHaveLength(0);
  });
});
