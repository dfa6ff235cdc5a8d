import { graphql, useStaticQuery } from "gatsby";
import { required } from "../lib/content";

/** Site-wide content from content/site.yaml, for the header, footer, contact section and SEO. */
export function useSiteContent() {
  const data = useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      site {
        buildYear: buildTime(formatString: "YYYY")
        siteMetadata {
          siteUrl
        }
      }
      siteYaml {
        companyName
        description
        logoAlt
        shareImageAlt
        shareImage {
          publicURL
        }
        logoFile: logo {
          publicURL
        }
        logo {
          childImageSharp {
            gatsbyImageData(width: 40, height: 40, layout: FIXED, placeholder: NONE)
          }
        }
        nav {
          label
          section
        }
        contact {
          heading
          intro
          address {
            label
            street
            locality
            region
            postalCode
            country
          }
          phone {
            label
            text
          }
          email {
            label
            text
          }
        }
        footer {
          notice
        }
      }
    }
  `);
  const site = required(data.siteYaml, "content/site.yaml");
  const meta = required(data.site, "site metadata");
  return {
    ...site,
    logo: required(site.logo.childImageSharp, "the logo in content/site.yaml").gatsbyImageData,
    buildYear: Number(meta.buildYear),
    siteUrl: required(meta.siteMetadata?.siteUrl, "siteMetadata.siteUrl in gatsby-config.ts"),
  };
}

export type SiteContent = ReturnType<typeof useSiteContent>;
