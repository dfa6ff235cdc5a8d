import { app, site } from "../test-utils/fixtures";
import { SITE_URL } from "./addresses";
import { appStoreLink } from "./app-store";
import { newest } from "./releases";
import { mobileApplication, organization } from "./structured-data";

describe("structured data", () => {
  it("describes the company as an Organization with its postal address", () => {
    const { address } = site.contact;
    expect(organization(site)).toMatchObject({
      "@type": "Organization",
      "@id": `${SITE_URL}/#organization`,
      name: site.companyName,
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}${site.logo.publicURL}`,
      address: {
        "@type": "PostalAddress",
        streetAddress: address.street,
        addressLocality: address.locality,
        addressRegion: address.region,
        postalCode: address.postalCode,
        addressCountry: address.country,
      },
    });
  });

  it("describes the app as an iOS MobileApplication published by the company", () => {
    const data = mobileApplication(app, site, "/app");
    expect(data).toMatchObject({
      "@type": "MobileApplication",
      name: app.name,
      operatingSystem: "iOS",
      softwareVersion: newest(app.releases).version,
      installUrl: appStoreLink(app.appStore),
      applicationCategory: app.appStore.category,
      url: `${SITE_URL}/app`,
      image: new URL(app.detail.hero?.image.publicURL ?? "", SITE_URL).href,
      featureList: app.features.join(", "),
      publisher: { "@type": "Organization", "@id": `${SITE_URL}/#organization`, name: site.companyName },
      inLanguage: "en-US",
    });
  });

  it("says the language of the page it describes the app on", () => {
    expect(mobileApplication(app, site, "/es/app")).toMatchObject({ inLanguage: "es-US" });
  });
});
