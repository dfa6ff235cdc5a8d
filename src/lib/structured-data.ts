/** schema.org descriptions of the company and its apps, from content, for search engines. */
import { SITE_URL } from "./addresses";

const absolute = (address: string): string => new URL(address, SITE_URL).href;

/** The company, named once and referred to by every app's page. */
const ORGANIZATION_ID = `${absolute("/")}#organization`;

export function organization(site: Queries.OrganizationFragment): Record<string, unknown> {
  const { address } = site.contact;
  return {
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: site.companyName,
    description: site.description,
    url: absolute("/"),
    logo: absolute(site.logo.publicURL ?? "/"),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
  };
}

export interface MobileApplicationInput {
  readonly name: string;
  readonly description: string;
  readonly category: string;
  /** The app page's address, from the site's root. */
  readonly pathname: string;
  readonly installUrl: string;
  /** The newest version's number. */
  readonly version: string;
  /** A picture of the app, from the site's root. */
  readonly image: string;
  readonly publisher: string;
  readonly features: readonly string[];
}

export function mobileApplication(input: MobileApplicationInput): Record<string, unknown> {
  return {
    "@type": "MobileApplication",
    name: input.name,
    description: input.description,
    operatingSystem: "iOS",
    applicationCategory: input.category,
    url: absolute(input.pathname),
    installUrl: input.installUrl,
    softwareVersion: input.version,
    image: absolute(input.image),
    featureList: input.features.join(", "),
    publisher: { "@type": "Organization", "@id": ORGANIZATION_ID, name: input.publisher },
  };
}
