import { contactFixture, imageFixture } from "../test-utils/fixtures";
import { contactProps, notFoundPageProps, siteWideProps, type SiteWideContent } from "./site";

const site: SiteWideContent = {
  companyName: "Camelback Digital",
  description: "A small publisher.",
  shareImageAlt: "The share picture",
  nav: [{ label: "About", section: "about" }],
  contact: contactFixture,
  footer: { notice: "All rights reserved." },
};

describe("site.yaml's texts on every page", () => {
  const logo = imageFixture("logo", 40);
  const props = siteWideProps(
    site,
    { headerLogo: logo, logoUrl: "/static/logo.png", shareImageUrl: "/static/share.png" },
    { siteUrl: "https://www.example.com", buildYear: 2031 },
  );

  it("give the header its logo and menu, and the footer the company and the year", () => {
    expect(props.header).toEqual({ companyName: "Camelback Digital", logo, nav: site.nav });
    expect(props.footer).toEqual({
      companyName: "Camelback Digital",
      notice: "All rights reserved.",
      buildYear: 2031,
    });
  });

  it("give search engines the company, its address and its pictures' addresses", () => {
    expect(props.seo).toMatchObject({ siteUrl: "https://www.example.com", shareImage: "/static/share.png" });
    expect(props.organization).toMatchObject({ logoUrl: "/static/logo.png", address: site.contact.address });
  });

  it("give the contact section its texts, as every page that ends with it takes them", () => {
    expect(props.contact).toEqual(contactProps(site));
    expect(props.contact).toEqual({ companyName: "Camelback Digital", contact: site.contact });
  });

  it("give the 404 page its texts and, on the site, the address the visitor tried", () => {
    const notFound = { title: "Oops! Page not found", text: "Gone.", linkLabel: "Return to Home" };
    expect(notFoundPageProps(notFound, "/nowhere")).toEqual({ ...notFound, attemptedPath: "/nowhere" });
    expect(notFoundPageProps(notFound)).toEqual(notFound);
  });
});
