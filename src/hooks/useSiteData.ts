import { graphql, useStaticQuery } from "gatsby";

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
  if (!data.siteYaml)
    throw new Error("Missing content: content/site.yaml. Run the build to see what is wrong.");
  return { site: data.siteYaml, buildYear: Number(data.site?.buildYear) };
}
