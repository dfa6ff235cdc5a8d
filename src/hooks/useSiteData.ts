import { graphql, useStaticQuery } from "gatsby";
import { usePageLanguage } from "../components/layout/page-language";
import type { Language } from "../lib/languages";
import { required } from "../lib/required";

/**
 * The content of site.yaml every page shows (header, footer, contact, head) in `language` (the
 * page's, unless given: a page's head has no page around it), the apps whose press pages the
 * footer links, and the build's year. A static query takes no variables: it reads every
 * language's and picks one.
 */
export function useSiteData(language?: Language) {
  const pageLanguage = usePageLanguage();
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        buildYear: buildTime(formatString: "YYYY")
      }
      allSiteContent {
        nodes {
          language
          ...Header
          ...Footer
          ...Contact
          ...Seo
          ...Organization
          ...ReleaseWords
        }
      }
      allAppContent {
        nodes {
          language
          slug
          name
          position
          press {
            path
            linkLabel
          }
        }
      }
    }
  `);
  const shown = language ?? pageLanguage;
  const site = data.allSiteContent.nodes.find((node) => node.language === shown);
  const apps = data.allAppContent.nodes.filter((app) => app.language === shown);
  return { site: required(site), buildYear: Number(data.site?.buildYear), apps };
}
