import { graphql, type HeadFC, type PageProps } from "gatsby";
import { HomePage } from "../components/home/HomePage";
import { OrganizationJsonLd } from "../components/seo/OrganizationJsonLd";
import { Seo } from "../components/seo/Seo";
import { useSiteWideProps } from "../hooks/useSiteWideProps";
import { required, toScreenshot } from "../lib/graphql-results";
import { homePageProps } from "../page-props/home";

export default function IndexPage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = required(data.siteYaml, "content/site.yaml");
  const { contact } = useSiteWideProps();
  const content = { site, apps: data.allAppYaml.nodes, webPlatforms: data.allWebPlatformYaml.nodes };
  const heroLogo = required(site.logo.childImageSharp, "the logo in content/site.yaml").gatsbyImageData;
  return <HomePage {...homePageProps(content, toScreenshot, heroLogo, contact)} />;
}

export const Head: HeadFC = ({ location }) => {
  const { seo, organization } = useSiteWideProps();
  return (
    <Seo site={seo} pathname={location.pathname}>
      <OrganizationJsonLd company={organization} />
    </Seo>
  );
};

export const query = graphql`
  query HomePage {
    siteYaml {
      logoAlt
      logo {
        childImageSharp {
          gatsbyImageData(width: 192, placeholder: NONE)
        }
      }
      hero {
        heading
        text
      }
      about {
        heading
        paragraphs
      }
      products {
        heading
        intro
        groups {
          kind
          heading
          tile {
            heading
            text
          }
        }
      }
    }
    allWebPlatformYaml {
      nodes {
        slug
        name
        position
        summary
        description
        features
        url
        linkLabel
      }
    }
    allAppYaml {
      nodes {
        slug
        name
        position
        summary
        features
        detailsLinkLabel
        detail {
          path
        }
        carousel {
          label
          slides {
            ...Screenshot
          }
        }
      }
    }
  }
`;
