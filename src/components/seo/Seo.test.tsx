import { cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { SITE_URL } from "../../lib/addresses";
import { palette } from "../../styles/theme";
import { Seo } from "./Seo";

const site = {
  companyName: "Camelback Digital",
  description: "A small publisher.",
  shareImage: { publicURL: "/static/share.png" },
  shareImageAlt: "The share picture",
};

const content = (head: HTMLElement, selector: string) =>
  head.querySelector(selector)?.getAttribute("content");

/** The document's head with only `element` rendered: React puts <title>, <meta> and <link> there. */
function headOf(element: ReactElement): HTMLHeadElement {
  cleanup();
  render(element);
  return document.head;
}

describe("Seo", () => {
  it("titles a page after itself and the company, with its canonical address and share tags", () => {
    const head = headOf(
      <Seo site={site} title="Gallery" description="Six screenshots." pathname="/baby-lullabies" />,
    );
    expect(head.querySelector("title")).toHaveTextContent("Gallery | Camelback Digital");
    expect(content(head, 'meta[name="description"]')).toBe("Six screenshots.");
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/baby-lullabies`);
    expect(content(head, 'meta[property="og:image"]')).toBe(`${SITE_URL}/static/share.png`);
    expect(content(head, 'meta[property="og:image:alt"]')).toBe("The share picture");
    expect(content(head, 'meta[property="og:locale"]')).toBe("en_US");
    // No size tags: an editor's picture may have any size (sharp's reading of it publishes a copy).
    expect(head.querySelector('meta[property="og:image:width"]')).toBeNull();
  });

  it("names the language of a page under /es/ as Spanish for share previews", () => {
    const head = headOf(<Seo site={site} title="Galería" pathname="/es/canciones-de-cuna" />);
    expect(content(head, 'meta[property="og:locale"]')).toBe("es_US");
  });

  it("names every translation of a page, itself included, with English as the default, and their locales", () => {
    const translations = { en: "/baby-lullabies", es: "/es/canciones-de-cuna" };
    const head = headOf(
      <Seo site={site} title="Galería" pathname="/es/canciones-de-cuna" translations={translations} />,
    );
    const alternates = [...head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(alternates).toEqual([
      ["en-US", `${SITE_URL}/baby-lullabies`],
      ["es-US", `${SITE_URL}/es/canciones-de-cuna`],
      ["x-default", `${SITE_URL}/baby-lullabies`],
    ]);
    expect(content(head, 'meta[property="og:locale:alternate"]')).toBe("en_US");
    // A page in one language, or kept out of search results, names none.
    const alone = headOf(
      <Seo site={site} pathname="/baby-lullabies" translations={{ en: "/baby-lullabies" }} />,
    );
    expect(alone.querySelector('link[rel="alternate"]')).toBeNull();
    const missing = headOf(<Seo site={site} pathname="/es/404.html" translations={translations} noindex />);
    expect(missing.querySelector('link[rel="alternate"]')).toBeNull();
  });

  it("uses the company's name and description where the page has none, and can keep a page unindexed", () => {
    const head = headOf(<Seo site={site} pathname="/missing" noindex />);
    expect(head.querySelector("title")).toHaveTextContent("Camelback Digital");
    expect(content(head, 'meta[name="description"]')).toBe("A small publisher.");
    expect(content(head, 'meta[name="robots"]')).toBe("noindex");
    expect(head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("lets the page follow the system's colour scheme, with the header's colour for the browser's bar in each", () => {
    const head = headOf(<Seo site={site} pathname="/" />);
    expect(content(head, 'meta[name="color-scheme"]')).toBe("light dark");
    const themeColors = [...head.querySelectorAll('meta[name="theme-color"]')].map((meta) => [
      meta.getAttribute("media"),
      meta.getAttribute("content"),
    ]);
    expect(themeColors).toEqual([
      ["(prefers-color-scheme: light)", palette.light.night],
      ["(prefers-color-scheme: dark)", palette.dark.night],
    ]);
  });
});
