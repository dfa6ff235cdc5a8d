import type { HeadFC } from "gatsby";
import type { ComponentProps } from "react";
import { Seo } from "../components/seo/Seo";
import { useSiteData } from "./useSiteData";

type SiteData = ReturnType<typeof useSiteData>["site"];

/** What a page's head says of the page itself; the site's part comes from site.yaml. */
type OwnHead = Omit<ComponentProps<typeof Seo>, "site" | "pathname">;

/** The `Head` a page or template exports: Seo with site.yaml's part and what `of` reads of the page's data. */
export function pageHead<Data = object>(
  of: (data: Data, site: SiteData, pathname: string) => OwnHead,
): HeadFC<Data> {
  return function Head({ data, location }) {
    const { site } = useSiteData();
    return <Seo site={site} pathname={location.pathname} {...of(data, site, location.pathname)} />;
  };
}
