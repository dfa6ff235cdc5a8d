import { graphql, useStaticQuery } from "gatsby";
import { required } from "../lib/graphql-results";
import { siteWideProps, type SiteWideProps } from "../page-props/site";

/** The query's answer as props; fails loudly, naming the file, where content is missing. */
export function siteWidePropsOf(data: Queries.SiteContentQuery): SiteWideProps {
  const site = required(data.siteYaml, "content/site.yaml");
  const meta = required(data.site, "site metadata");
  return siteWideProps(
    site,
    {
      headerLogo: required(site.logo.childImageSharp, "the logo in content/site.yaml").gatsbyImageData,
      logoUrl: required(site.logoFile.publicURL, "the logo file"),
      shareImageUrl: required(site.shareImage.publicURL, "the share image"),
    },
    {
      siteUrl: required(meta.siteMetadata?.siteUrl, "siteMetadata.siteUrl in gatsby-config.ts"),
      buildYear: Number(meta.buildYear),
    },
  );
}

/**
 * Site-wide content from content/site.yaml, for the header, footer, contact section and SEO: the
 * page templates and the layout around every page (src/wrap-element.tsx) query it and hand it to the components as props.
 */
export function useSiteWideProps(): SiteWideProps {
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
  return siteWidePropsOf(data);
}
