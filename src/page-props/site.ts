import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ContactSectionProps } from "../components/contact/ContactSection";
import type { FooterProps } from "../components/layout/Footer";
import type { HeaderProps } from "../components/layout/Header";
import type { NotFoundProps } from "../components/not-found/NotFound";
import type { SeoSite } from "../components/seo/Seo";
import type { OrganizationInput } from "../lib/structured-data";

/** site.yaml's texts that every page shows. */
export interface SiteWideContent {
  readonly companyName: string;
  readonly description: string;
  readonly shareImageAlt: string;
  readonly nav: HeaderProps["nav"];
  readonly contact: ContactSectionProps["contact"];
  readonly footer: { readonly notice: string };
}

/** The pictures of site.yaml as the pages use them: the template queries them, the preview looks them up. */
export interface SitePictures {
  /** The logo, sized for the header. */
  readonly headerLogo: IGatsbyImageData;
  /** The logo file's address, from the site's root: search engines' Organization logo. */
  readonly logoUrl: string;
  /** The share picture's address, from the site's root. */
  readonly shareImageUrl: string;
}

/** Site-wide content, shaped as the components that show it take it. */
export interface SiteWideProps {
  readonly header: HeaderProps;
  readonly footer: FooterProps;
  readonly contact: Omit<ContactSectionProps, "id">;
  readonly seo: SeoSite;
  readonly organization: OrganizationInput;
}

/** The contact section's content: the home page and every app's page end with it. */
export function contactProps(
  site: Pick<SiteWideContent, "companyName" | "contact">,
): SiteWideProps["contact"] {
  return { companyName: site.companyName, contact: site.contact };
}

/**
 * site.yaml's texts as the header, footer, contact section and head of every page take them: the
 * pages and the editor's preview both use this. The footer shows `buildYear` until the visitor's
 * browser shows the visitor's year.
 */
export function siteWideProps(
  site: SiteWideContent,
  pictures: SitePictures,
  build: { readonly siteUrl: string; readonly buildYear: number },
): SiteWideProps {
  const { companyName, contact } = site;
  return {
    header: { companyName, logo: pictures.headerLogo, nav: site.nav },
    footer: { companyName, notice: site.footer.notice, buildYear: build.buildYear },
    contact: contactProps(site),
    seo: {
      companyName,
      description: site.description,
      siteUrl: build.siteUrl,
      shareImage: pictures.shareImageUrl,
      shareImageAlt: site.shareImageAlt,
    },
    organization: {
      name: companyName,
      description: site.description,
      siteUrl: build.siteUrl,
      logoUrl: pictures.logoUrl,
      address: contact.address,
    },
  };
}

/** The 404 page's texts, with the address the visitor asked for. */
export function notFoundPageProps(
  notFound: { readonly title: string; readonly text: string; readonly linkLabel: string },
  attemptedPath?: string,
): NotFoundProps {
  return {
    title: notFound.title,
    text: notFound.text,
    linkLabel: notFound.linkLabel,
    ...(attemptedPath === undefined ? {} : { attemptedPath }),
  };
}
