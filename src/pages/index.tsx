import { graphql, type PageProps } from "gatsby";
import { HomePage } from "../components/home/HomePage";
import { pageHead } from "../hooks/page-head";
import { useSiteData } from "../hooks/useSiteData";
import { required } from "../lib/required";
import { organization } from "../lib/structured-data";

export default function IndexPage({ data }: PageProps<Queries.HomePageQuery>) {
  return (
    <HomePage
      site={{ ...useSiteData().site, ...required(data.siteContent) }}
      apps={data.allAppContent.nodes}
      webPlatforms={data.allWebPlatformContent.nodes}
    />
  );
}

export const Head = pageHead((_data, site) => ({ mainEntity: organization(site) }));

export const query = graphql`
  query HomePage($language: String = "en") {
    siteContent(language: { eq: $language }) {
      ...Hero
      ...About
      ...Products
    }
    allWebPlatformContent(filter: { language: { eq: $language } }) {
      nodes {
        ...WebPlatformCard
      }
    }
    allAppContent(filter: { language: { eq: $language } }) {
      nodes {
        ...AppCard
      }
    }
  }
`;
