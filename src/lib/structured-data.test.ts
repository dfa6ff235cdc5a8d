import { mobileApplication, organization } from "./structured-data";

describe("structured data", () => {
  it("describes the company as an Organization with its Scottsdale address", () => {
    const data = organization({
      name: "Camelback Digital",
      description: "Digital products.",
      siteUrl: "https://example.com",
      logoUrl: "/static/logo.png",
      address: {
        street: "1 Main St",
        locality: "Scottsdale",
        region: "AZ",
        postalCode: "85251",
        country: "US",
      },
    });
    expect(data).toMatchObject({
      "@type": "Organization",
      name: "Camelback Digital",
      url: "https://example.com/",
      logo: "https://example.com/static/logo.png",
      address: { "@type": "PostalAddress", addressLocality: "Scottsdale", addressRegion: "AZ" },
    });
  });

  it("describes the app as an iOS MobileApplication", () => {
    const data = mobileApplication({
      name: "Baby Lullabies",
      description: "Lullabies.",
      category: "LifestyleApplication",
      pageUrl: "https://example.com/baby-lullabies-app",
      installUrl: "https://apps.apple.com/",
      imageUrl: "/static/hero.png",
      publisher: "Camelback Digital",
      siteUrl: "https://example.com",
      features: ["Lullabies", "Sleep timer"],
    });
    expect(data).toMatchObject({
      "@type": "MobileApplication",
      operatingSystem: "iOS",
      applicationCategory: "LifestyleApplication",
      image: "https://example.com/static/hero.png",
      publisher: { "@type": "Organization", name: "Camelback Digital" },
    });
  });
});
