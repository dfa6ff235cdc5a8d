/** schema.org descriptions of the company and the app, built from content. */

export interface OrganizationInput {
  readonly name: string;
  readonly description: string;
  readonly siteUrl: string;
  readonly logoUrl: string;
  readonly address: {
    readonly street: string;
    readonly locality: string;
    readonly region: string;
    readonly postalCode: string;
    readonly country: string;
  };
}

export function organization(input: OrganizationInput): Record<string, unknown> {
  return {
    "@type": "Organization",
    "@id": `${new URL("/", input.siteUrl).href}#organization`,
    name: input.name,
    description: input.description,
    url: new URL("/", input.siteUrl).href,
    logo: new URL(input.logoUrl, input.siteUrl).href,
    address: {
      "@type": "PostalAddress",
      streetAddress: input.address.street,
      addressLocality: input.address.locality,
      addressRegion: input.address.region,
      postalCode: input.address.postalCode,
      addressCountry: input.address.country,
    },
  };
}

export interface MobileApplicationInput {
  readonly name: string;
  readonly description: string;
  readonly category: string;
  readonly pageUrl: string;
  readonly installUrl: string;
  readonly imageUrl: string;
  readonly publisher: string;
  readonly siteUrl: string;
  readonly features: readonly string[];
}

export function mobileApplication(input: MobileApplicationInput): Record<string, unknown> {
  return {
    "@type": "MobileApplication",
    name: input.name,
    description: input.description,
    operatingSystem: "iOS",
    applicationCategory: input.category,
    url: input.pageUrl,
    installUrl: input.installUrl,
    image: new URL(input.imageUrl, input.siteUrl).href,
    featureList: input.features.join(", "),
    publisher: {
      "@type": "Organization",
      "@id": `${new URL("/", input.siteUrl).href}#organization`,
      name: input.publisher,
    },
  };
}
