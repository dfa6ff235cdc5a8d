import { app, site } from "../test-utils/fixtures";
import { SITE_URL } from "./addresses";
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
    const data = mobileApplication({
      name: app.name,
      description: app.detail.description,
      category: app.appStore.category,
      pathname: "/app",
      installUrl: app.appStore.url,
      version: "1.2",
      image: "/static/hero.png",
      publisher: site.companyName,
      features: app.features,
    });
    expect(data).toMatchObject({
      "@type": "MobileApplication",
      name: app.name,
      operatingSystem: "iOS",
      softwareVersion: "1.2",
      applicationCategory: app.appStore.category,
      url: `${SITE_URL}/app`,
      image: `${SITE_URL}/static/hero.png`,
      featureList: app.features.join(", "),
      publisher: { "@type": "Organization", "@id": `${SITE_URL}/#organization`, name: site.companyName },
    });
  });
});
