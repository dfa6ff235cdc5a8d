/** schema.org descriptions of the company and its apps, from content, for search engines. */
import { graphql } from "gatsby";
import { SITE_URL } from "./addresses";
import { appStoreLink, googlePlayLink } from "./app-store";
import { LANGUAGES, languageOfPath } from "./languages";
import { newest } from "./releases";

const absolute = (address: string): string => new URL(address, SITE_URL).href;

/** The company, named once and referred to by every app's page. */
const ORGANIZATION_ID = `${absolute("/")}#organization`;

export const organizationFragment = graphql`
  fragment Organization on SiteContent {
    description
    logo {
      publicURL
    }
    ...PostalAddress
  }
`;

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

/** The page at `pathname`, in its language, whose main subject is `entity`. */
export const webPage = (pathname: string, entity: Record<string, unknown>): Record<string, unknown> => ({
  "@type": "WebPage",
  url: absolute(pathname),
  inLanguage: LANGUAGES[languageOfPath(pathname)].tag,
  mainEntity: entity,
});

/** The app of an app page, as its query reads it, published by the company: in its own languages. */
export function mobileApplication(
  app: NonNullable<Queries.AppDetailPageQuery["appContent"]>,
  site: Queries.SeoFragment,
  pathname: string,
): Record<string, unknown> {
  return {
    "@type": "MobileApplication",
    name: app.name,
    description: app.detail.description,
    operatingSystem: app.googlePlay ? "iOS, Android" : "iOS",
    applicationCategory: app.appStore.category,
    url: absolute(pathname),
    ...(app.appStore.languages ? { inLanguage: app.appStore.languages } : {}),
    installUrl: app.googlePlay
      ? [appStoreLink(app.appStore), googlePlayLink(app.googlePlay.id)]
      : appStoreLink(app.appStore),
    softwareVersion: newest(app.releases).version,
    image: absolute(app.detail.hero?.image.publicURL ?? site.shareImage.publicURL ?? "/"),
    featureList: app.features.join(", "),
    publisher: { "@type": "Organization", "@id": ORGANIZATION_ID, name: site.companyName },
  };
}
