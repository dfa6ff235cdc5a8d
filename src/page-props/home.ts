import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { AppCardProps } from "../components/home/AppCard";
import type { HomePageProps } from "../components/home/HomePage";
import type { ProductGroupProps } from "../components/home/ProductsSection";
import type { WebPlatformCardProps } from "../components/home/WebPlatformCard";
import { PRODUCT_KINDS } from "../content-model/product-kinds";
import type { Screenshot } from "../lib/graphql-results";
import { inCatalogueOrder, type Placed } from "./catalogue-order";
import type { Maybe } from "./maybe";

/** What an app's card shows, with its screenshots as `S` (nodes or slugs). */
export interface AppCardContent<S> extends Placed {
  readonly summary: string;
  readonly features: readonly string[];
  readonly detailsLinkLabel: string;
  readonly detail: { readonly path: string };
  readonly carousel?: Maybe<{ readonly label: string; readonly slides: readonly S[] }>;
}

/** What a web platform's card shows. */
export interface WebPlatformCardContent extends Placed {
  readonly summary: string;
  readonly description: readonly string[];
  readonly features: readonly string[];
  readonly url: string;
  readonly linkLabel: string;
}

/** The home page's own texts in site.yaml. */
export interface HomeSiteContent {
  readonly logoAlt: string;
  readonly hero: { readonly heading: string; readonly text: string };
  readonly about: { readonly heading: string; readonly paragraphs: readonly string[] };
  readonly products: {
    readonly heading: string;
    readonly intro: string;
    readonly groups: ReadonlyArray<{
      readonly kind: string;
      readonly heading: string;
      readonly tile?: Maybe<{ readonly heading: string; readonly text: string }>;
    }>;
  };
}

export interface HomeContent<S> {
  readonly site: HomeSiteContent;
  readonly apps: ReadonlyArray<AppCardContent<S>>;
  readonly webPlatforms: readonly WebPlatformCardContent[];
}

/** An app's card as the home page shows it. */
function appCardProps<S>(app: AppCardContent<S>, screenshot: (shot: S) => Screenshot): AppCardProps {
  return {
    slug: app.slug,
    name: app.name,
    summary: app.summary,
    features: app.features,
    detailsPath: app.detail.path,
    detailsLinkLabel: app.detailsLinkLabel,
    carousel: app.carousel
      ? { label: app.carousel.label, slides: app.carousel.slides.map(screenshot) }
      : null,
  };
}

/** A web platform's card as the home page shows it. */
function webPlatformCardProps(platform: WebPlatformCardContent): WebPlatformCardProps {
  const { slug, name, summary, description, features, url, linkLabel } = platform;
  return { slug, name, summary, description, features, url, linkLabel };
}

/**
 * The Products section's groups, in site.yaml's order, each with its products in catalogue order
 * (catalogue-order.ts). A group without products is left out: a heading over nothing helps no one.
 */
export function productGroups<S>(
  content: HomeContent<S>,
  screenshot: (shot: S) => Screenshot,
): ProductGroupProps[] {
  return content.site.products.groups.flatMap((group): ProductGroupProps[] => {
    const tile = group.tile ? { heading: group.tile.heading, text: group.tile.text } : null;
    if (group.kind === PRODUCT_KINDS.apps) {
      const apps = inCatalogueOrder(content.apps).map((app) => appCardProps(app, screenshot));
      return apps.length > 0 ? [{ kind: PRODUCT_KINDS.apps, heading: group.heading, tile, apps }] : [];
    }
    if (group.kind === PRODUCT_KINDS.webPlatforms) {
      const platforms = inCatalogueOrder(content.webPlatforms).map(webPlatformCardProps);
      return platforms.length > 0
        ? [{ kind: PRODUCT_KINDS.webPlatforms, heading: group.heading, tile, platforms }]
        : [];
    }
    return [];
  });
}

/** The Products section: its heading and intro from site.yaml, and its groups. */
export function productsSectionProps<S>(
  content: HomeContent<S>,
  screenshot: (shot: S) => Screenshot,
): HomePageProps["products"] {
  const { heading, intro } = content.site.products;
  return { heading, intro, groups: productGroups(content, screenshot) };
}

/** The home page's content as the page shows it: the template and the editor's preview both use this. */
export function homePageProps<S>(
  content: HomeContent<S>,
  screenshot: (shot: S) => Screenshot,
  heroLogo: IGatsbyImageData,
  contact: HomePageProps["contact"],
): HomePageProps {
  const { site } = content;
  return {
    hero: { heading: site.hero.heading, text: site.hero.text, logo: heroLogo, logoAlt: site.logoAlt },
    about: { heading: site.about.heading, paragraphs: site.about.paragraphs },
    products: productsSectionProps(content, screenshot),
    contact,
  };
}
