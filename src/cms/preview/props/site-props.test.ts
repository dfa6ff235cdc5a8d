import { siteFile } from "../../../content/content-files";
import { HEADER_LOGO, HERO_LOGO, type ImageUse } from "../image-data";
import { saved } from "../../../test-utils/preview-props";
import { siteProps } from "./site-props";

/** Records which picture each place asks for, and how. */
const asked: Array<[string, ImageUse]> = [];
const imageOf = (picture: string, use: ImageUse) => {
  asked.push([picture, use]);
  return { layout: use.layout, width: use.width, height: use.height ?? use.width, images: {} };
};

describe("site.yaml's values as the components take them", () => {
  const site = siteFile.schema.parse(saved("site"));
  const props = siteProps(site, imageOf, 2031);

  it("gives the header and the hero the logo at the sizes their queries ask for", () => {
    expect(asked).toEqual([
      ["images/logo.png", HEADER_LOGO],
      ["images/logo.png", HERO_LOGO],
    ]);
    expect(props.header).toMatchObject({ companyName: "Camelback Digital", nav: site.nav });
    expect(props.hero).toMatchObject({
      heading: site.hero.heading,
      text: site.hero.text,
      logoAlt: site.logoAlt,
    });
  });

  it("signs the footer with the company and the year given", () => {
    expect(props.footer).toEqual({
      companyName: "Camelback Digital",
      notice: site.footer.notice,
      buildYear: 2031,
    });
  });

  it("hands on the texts of the home page's sections, the contact section and the 404 page", () => {
    expect(props.about).toEqual(site.about);
    expect(props.products).toEqual({ heading: site.products.heading, intro: site.products.intro });
    expect(props.contact).toEqual({ companyName: "Camelback Digital", contact: site.contact });
    expect(props.notFound).toEqual(site.notFound);
  });
});
