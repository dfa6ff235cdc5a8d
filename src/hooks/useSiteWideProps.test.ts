import { contactFixture, imageFixture } from "../test-utils/fixtures";
import { siteWidePropsOf } from "./useSiteWideProps";

const nav = [
  { label: "About", section: "about" },
  { label: "Products", section: "products" },
  { label: "Contact", section: "contact" },
];

const address = contactFixture.address;

const query = (siteUrl: string | null): Queries.SiteContentQuery => ({
  site: { buildYear: "2026", siteMetadata: { siteUrl } },
  siteYaml: {
    companyName: "Camelback Digital",
    description: "A small publisher.",
    shareImageAlt: "The share picture",
    shareImage: { publicURL: "/static/share.png" },
    logoFile: { publicURL: "/static/logo.png" },
    logo: { childImageSharp: { gatsbyImageData: imageFixture("logo", 40) } },
    nav,
    contact: contactFixture,
    footer: { notice: "All rights reserved." },
  },
});

describe("the site-wide content", () => {
  it("is shaped as the header, footer, contact section and SEO components take it", () => {
    const site = siteWidePropsOf(query("https://www.example.com"));
    expect(site.header).toEqual({
      companyName: "Camelback Digital",
      logo: imageFixture("logo", 40),
      nav,
    });
    expect(site.footer).toEqual({
      companyName: "Camelback Digital",
      notice: "All rights reserved.",
      buildYear: 2026,
    });
    expect(site.contact.companyName).toBe("Camelback Digital");
    expect(site.seo).toMatchObject({ siteUrl: "https://www.example.com", shareImage: "/static/share.png" });
    expect(site.organization).toMatchObject({ logoUrl: "/static/logo.png", address });
  });

  it("fails loudly, naming what to fix, where the site's address is missing", () => {
    expect(() => siteWidePropsOf(query(null))).toThrow("siteMetadata.siteUrl in gatsby-config.ts");
  });
});
