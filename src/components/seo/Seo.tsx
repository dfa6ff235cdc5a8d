import { graphql } from "gatsby";
import { SITE_URL } from "../../lib/addresses";
import { smartAppBanner } from "../../lib/app-store";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageOfPath,
  ogLocale,
  type Language,
  type Translations,
} from "../../lib/languages";
import { webPage } from "../../lib/structured-data";
import { palette } from "../../styles/theme";

export const seoFragment = graphql`
  fragment Seo on SiteContent {
    companyName
    description
    shareImageAlt
    shareImage {
      publicURL
    }
  }
`;

/** A page's title as the browser's tab shows it: its own title, then the company's name. */
export function pageTitle(title: string | undefined, companyName: string): string {
  return title ? `${title} | ${companyName}` : companyName;
}

/** A schema.org structured-data block. `<` is escaped so content can never close the script. */
function JsonLd({ data }: { readonly data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

interface SeoProps {
  readonly site: Queries.SeoFragment;
  /** The page's own title; the company name is added after it. Leave out on the home page. */
  readonly title?: string;
  /** The page's own description; the company's otherwise. */
  readonly description?: string;
  readonly pathname: string;
  /** Where the page is in each language it has: alternates for search engines and share previews. */
  readonly translations?: Translations;
  readonly noindex?: boolean;
  /** The App Store ID of the app the page is about: Safari then offers the app in a banner. */
  readonly appStoreId?: string | null;
  /** What the page is about, for search engines: the main entity of its structured data (schema.org). */
  readonly mainEntity?: Record<string, unknown>;
}

/** Title, description, canonical address and share tags for a page's `Head` export. */
export function Seo(props: SeoProps) {
  const { site, title, description, pathname, translations = {}, noindex, appStoreId, mainEntity } = props;
  const fullTitle = pageTitle(title, site.companyName);
  const language = languageOfPath(pathname);
  const others = (Object.keys(translations) as Language[]).filter((other) => other !== language);
  const at = (path: string) => new URL(path, SITE_URL).href;
  const english = translations[DEFAULT_LANGUAGE];
  const text = description ?? site.description;
  const url = at(pathname);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {/* A page kept out of search results (the 404) names no canonical address. */}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {/* Every translation, this page's too, and English for any other language (reciprocal on each). */}
      {noindex || others.length === 0 ? null : (
        <>
          {(Object.entries(translations) as [Language, string][]).map(([other, path]) => (
            <link key={other} rel="alternate" hrefLang={LANGUAGES[other].tag} href={at(path)} />
          ))}
          {english ? <link rel="alternate" hrefLang="x-default" href={at(english)} /> : null}
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.companyName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={at(site.shareImage.publicURL ?? "/")} />
      <meta property="og:image:alt" content={site.shareImageAlt} />
      <meta property="og:locale" content={ogLocale(language)} />
      {others.map((other) => (
        <meta key={other} property="og:locale:alternate" content={ogLocale(other)} />
      ))}
      {/* X reads the title, description and picture from the Open Graph tags above. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={site.shareImageAlt} />
      {/* The page follows the system's scheme; the browser's bar takes the header's colour in each. */}
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={palette.light.night} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={palette.dark.night} />
      {appStoreId ? <meta name="apple-itunes-app" content={smartAppBanner(appStoreId)} /> : null}
      {mainEntity ? <JsonLd data={webPage(pathname, mainEntity)} /> : null}
    </>
  );
}
