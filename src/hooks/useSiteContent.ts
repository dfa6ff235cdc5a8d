import { graphql, useStaticQuery } from "gatsby";
import type { ContactSectionProps } from "../components/contact/ContactSection";
import type { FooterProps } from "../components/layout/Footer";
import type { HeaderProps } from "../components/layout/Header";
import type { SeoSite } from "../components/seo/Seo";
import { required } from "../lib/content";
import type { OrganizationInput } from "../lib/structured-data";

/** Site-wide content, shaped as the components that show it take it. */
export interface SiteContent {
  readonly header: HeaderProps;
  readonly footer: FooterProps;
  readonly contact: Omit<ContactSectionProps, "id">;
  readonly seo: SeoSite;
  readonly organization: OrganizationInput;
}

/** The query's answer as props; fails loudly, naming the file, where content is missing. */
export function siteContentOf(data: Queries.SiteContentQuery): SiteContent {
  const site = required(data.siteYaml, "content/site.yaml");
  const meta = required(data.site, "site metadata");
  const siteUrl = required(meta.siteMetadata?.siteUrl, "siteMetadata.siteUrl in gatsby-config.ts");
  const { companyName, contact } = site;
  return {
    header: {
      companyName,
      logo: required(site.logo.childImageSharp, "the logo in content/site.yaml").gatsbyImageData,
      nav: site.nav,
    },
    footer: { companyName, notice: site.footer.notice, buildYear: Number(meta.buildYear) },
    contact: { companyName, contact },
    seo: {
      companyName,
      description: site.description,
      siteUrl,
      shareImage: required(site.shareImage.publicURL, "the share image"),
      shareImageAlt: site.shareImageAlt,
    },
    organization: {
      name: companyName,
      description: site.description,
      siteUrl,
      logoUrl: required(site.logoFile.publicURL, "the logo file"),
      address: contact.address,
    },
  };
}

/**
 * Site-wide content from content/site.yaml, for the header, footer, contact section and SEO: the
 * page templates and SiteLayout query it and hand it to the components as props.
 */
export function useSiteContent(): SiteContent {
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
  return siteContentOf(data);
}
