import type { ComponentProps } from "react";
import type { AppDetailPageProps } from "../../../components/app/AppDetailPage";
import type { FooterProps } from "../../../components/layout/Footer";
import type { HeaderProps } from "../../../components/layout/Header";
import type { NotFound } from "../../../components/not-found/NotFound";
import type { Hero } from "../../../components/home/Hero";
import type { SiteContent } from "../../../content/content-files";
import { HEADER_LOGO, HERO_LOGO } from "../image-data";
import type { ImageOf } from "../use-preview-images";

/** What content/site.yaml shows, as the site's components take it. */
export interface SitePreviewProps {
  readonly header: HeaderProps;
  readonly footer: FooterProps;
  readonly hero: ComponentProps<typeof Hero>;
  readonly about: { readonly heading: string; readonly paragraphs: readonly string[] };
  readonly products: { readonly heading: string; readonly intro: string };
  readonly contact: AppDetailPageProps["contact"];
  readonly notFound: ComponentProps<typeof NotFound>;
}

/** The contact section's content: the home page and the app's page both end with it. */
export function contactProps(site: SiteContent): AppDetailPageProps["contact"] {
  return { companyName: site.companyName, contact: site.contact };
}

/**
 * site.yaml's values as the header, home page sections, footer and 404 page take them, as the
 * page templates and useSiteContent make them from the same fields. The footer shows `year`: the
 * built pages show the visitor's year too.
 */
export function siteProps(site: SiteContent, imageOf: ImageOf, year: number): SitePreviewProps {
  const { companyName } = site;
  return {
    header: { companyName, logo: imageOf(site.logo, HEADER_LOGO), nav: site.nav },
    footer: { companyName, notice: site.footer.notice, buildYear: year },
    hero: {
      heading: site.hero.heading,
      text: site.hero.text,
      logo: imageOf(site.logo, HERO_LOGO),
      logoAlt: site.logoAlt,
    },
    about: site.about,
    products: site.products,
    contact: contactProps(site),
    notFound: site.notFound,
  };
}
