import { graphql, type HeadFC, type PageProps } from "gatsby";
import { HomePage } from "../components/home/HomePage";
import { OrganizationJsonLd } from "../components/seo/OrganizationJsonLd";
import { Seo } from "../components/seo/Seo";
import { useSiteContent } from "../hooks/useSiteContent";
import { required, toScreenshot } from "../lib/content";

export default function IndexPage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = required(data.siteYaml, "content/site.yaml");
  const directory = required(data.directoryYaml, "content/directory.yaml");
  const app = required(data.lullabyAppYaml, "content/lullaby-app.yaml");
  const { contact } = useSiteContent();
  return (
    <HomePage
      hero={{
        heading: site.hero.heading,
        text: site.hero.text,
        logo: required(site.logo.childImageSharp, "the logo in content/site.yaml").gatsbyImageData,
        logoAlt: site.logoAlt,
      }}
      about={site.about}
      products={{
        heading: site.products.heading,
        intro: site.products.intro,
        directory,
        app: {
          category: app.category,
          name: app.name,
          summary: app.summary,
          features: app.features,
          detailsPath: app.detail.path,
          detailsLinkLabel: app.detailsLinkLabel,
          carouselLabel: app.carousel.label,
          slides: app.carousel.slides.map(toScreenshot),
        },
        appStoreTile: { heading: app.appStore.tileHeading, text: app.appStore.tileText },
      }}
      contact={contact}
    />
  );
}

export const Head: HeadFC = ({ location }) => {
  const { seo, organization } = useSiteContent();
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
      }
    }
    directoryYaml {
      category
      name
      summary
      description
      features
      url
      linkLabel
    }
    lullabyAppYaml {
      category
      name
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
      appStore {
        tileHeading
        tileText
      }
    }
  }
`;
