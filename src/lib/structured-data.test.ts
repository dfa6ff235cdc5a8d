import { currentContent } from "../../internal/content-files/current-content";
import { mobileApplication, organization } from "./structured-data";

const { site, app } = currentContent();

describe("structured data", () => {
  it("describes the company as an Organization with its postal address", () => {
    const data = organization({
      name: site.companyName,
      description: site.description,
      siteUrl: "https://example.com",
      logoUrl: "/static/logo.png",
      address: site.contact.address,
    });
    expect(data).toMatchObject({
      "@type": "Organization",
      name: site.companyName,
      url: "https://example.com/",
      logo: "https://example.com/static/logo.png",
      address: {
        "@type": "PostalAddress",
        streetAddress: site.contact.address.street,
        addressLocality: site.contact.address.locality,
        addressRegion: site.contact.address.region,
        postalCode: site.contact.address.postalCode,
        addressCountry: site.contact.address.country,
      },
    });
  });

  it("describes the app as an iOS MobileApplication", () => {
    const data = mobileApplication({
      name: app.name,
      description: app.detail.description,
      category: app.appStore.category,
      pageUrl: "https://example.com/app",
      installUrl: app.appStore.url,
      imageUrl: "/static/hero.png",
      publisher: site.companyName,
      siteUrl: "https://example.com",
      features: app.features,
    });
    expect(data).toMatchObject({
      "@type": "MobileApplication",
      name: app.name,
      operatingSystem: "iOS",
      applicationCategory: app.appStore.category,
      image: "https://example.com/static/hero.png",
      featureList: app.features.join(", "),
      publisher: { "@type": "Organization", name: site.companyName },
    });
  });
});
