import { graphql, type HeadFC, type PageProps } from "gatsby";
import type { ComponentProps, ReactElement } from "react";
import { Seo } from "../components/seo/Seo";
import { languageOfPath, translationsOf, type Translations } from "../lib/languages";
import { required } from "../lib/required";
import { useSiteData } from "./useSiteData";

type SiteData = ReturnType<typeof useSiteData>["site"];

/** What a page's head says of the page itself; the site's part comes from site.yaml. */
type OwnHead = Omit<ComponentProps<typeof Seo>, "site" | "pathname" | "translations">;

/** The `Head` a page or template exports: Seo with site.yaml's part and what `of` reads of the page's data. */
export function pageHead<Data = object>(
  of: (data: Data, site: SiteData, pathname: string) => OwnHead,
): HeadFC<Data> {
  return function Head({ data, location, pageContext }) {
    const { pathname } = location;
    const { site } = useSiteData(languageOfPath(pathname));
    const given = (pageContext as { translations?: Translations } | undefined)?.translations;
    return (
      <Seo
        site={site}
        pathname={pathname}
        translations={translationsOf(pathname, given)}
        {...of(data, site, pathname)}
      />
    );
  };
}

export const appPageHeadFragment = graphql`
  fragment AppPageHead on AppContent {
    appStore {
      id
    }
  }
`;

/** The data of a page of one app, the app's head fields among it (`...AppPageHead`). */
type AppPageData = { readonly appContent: Queries.AppPageHeadFragment | null };

/**
 * The page of a template about the app whose slug is in the page's context
 * (internal/gatsby/create-pages.ts): what `page` draws of the app, with site.yaml's content and
 * the page's data at hand.
 */
export function appTemplate<Data extends AppPageData>(
  page: (app: NonNullable<Data["appContent"]>, site: SiteData, data: Data) => ReactElement,
) {
  return function AppTemplate({ data }: PageProps<Data>) {
    return page(required(data.appContent), useSiteData().site, data);
  };
}

/**
 * A page of the app its data queries (`...AppPageHead`): `part` of the app names it (and may add
 * to the head), and the app's banner shows.
 */
export function appPageHead<Data extends AppPageData>(
  part: (
    app: NonNullable<Data["appContent"]>,
    site: SiteData,
    pathname: string,
  ) => (Pick<OwnHead, "mainEntity"> & { readonly title: string; readonly description: string }) | null,
): HeadFC<Data> {
  return pageHead((data: Data, site, pathname) => {
    const app = required(data.appContent);
    const { title, description, mainEntity } = required(part(app, site, pathname));
    return { title, description, appStoreId: app.appStore.id, mainEntity };
  });
}
