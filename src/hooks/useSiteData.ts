import { graphql, useStaticQuery } from "gatsby";
import { required } from "../lib/required";

/** The content of site.yaml every page shows (header, footer, contact, head), and the build's year. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        buildYear: buildTime(formatString: "YYYY")
      }
      siteYaml {
        ...Header
        ...Footer
        ...Contact
        ...Seo
        ...Organization
        ...ReleaseWords
      }
    }
  `);
  return { site: required(data.siteYaml), buildYear: Number(data.site?.buildYear) };
}
