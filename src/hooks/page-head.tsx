import { graphql, type HeadFC } from "gatsby";
import type { ComponentProps } from "react";
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

/** A page of the app its data queries (`...AppPageHead`): `part` of the app names it, and the app's banner shows. */
export function appPageHead<Data extends { readonly appContent: Queries.AppPageHeadFragment | null }>(
  part: (
    app: NonNullable<Data["appContent"]>,
  ) => { readonly title: string; readonly description: string } | null,
): HeadFC<Data> {
  return pageHead((data: Data) => {
    const app = required(data.appContent);
    const { title, description } = required(part(app));
    return { title, description, appStoreId: app.appStore.id };
  });
}
