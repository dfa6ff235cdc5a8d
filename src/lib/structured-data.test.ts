import { app, site } from "../test-utils/fixtures";
import { SITE_URL } from "./addresses";
import { appStoreLink } from "./app-store";
import { newest } from "./releases";
import { mobileApplication, organization, webPage } from "./structured-data";

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
    });
  });

  it("names Android and the Google Play listing beside the App Store once the app is on Google Play", () => {
    const both = {
      ...app,
      googlePlay: { id: "com.example.lullabies", buttonLabel: "Get it on Google Play" },
    };
    expect(mobileApplication(both, site, "/app")).toMatchObject({
      operatingSystem: "iOS, Android",
      installUrl: [
        appStoreLink(app.appStore),
        "https://play.google.com/store/apps/details?id=com.example.lullabies",
      ],
    });
  });

  it("gives the languages the app itself is in, from its content, not the page's", () => {
    expect(mobileApplication(app, site, "/es/app")).not.toHaveProperty("inLanguage");
    const speaking = { ...app, appStore: { ...app.appStore, languages: ["en", "es"] } };
    expect(mobileApplication(speaking, site, "/es/app")).toMatchObject({ inLanguage: ["en", "es"] });
  });

  it("places what it describes on its page, in the page's language", () => {
    const company = organization(site);
    expect(webPage("/es", company)).toEqual({
      "@type": "WebPage",
      url: `${SITE_URL}/es`,
      inLanguage: "es-US",
      mainEntity: company,
    });
    expect(webPage("/baby-lullabies-app", company)).toMatchObject({ inLanguage: "en-US" });
  });
});
