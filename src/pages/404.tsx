import { graphql, type HeadFC, type PageProps } from "gatsby";
import { hook, MISSING_PAGE } from "../behaviours/markup";
import { NotFound } from "../components/not-found/NotFound";
import { Seo } from "../components/seo/Seo";
import { useSiteData } from "../hooks/useSiteData";
import { required } from "../lib/required";

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return <NotFound site={required(data.siteYaml, "content/site.yaml")} {...hook(MISSING_PAGE)} />;
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, location }) => {
  const { site } = useSiteData();
  const { notFound } = required(data.siteYaml, "content/site.yaml");
  return <Seo site={site} title={notFound.title} pathname={location.pathname} noindex />;
};

export const query = graphql`
  query NotFoundPage {
    siteYaml {
      ...NotFound
    }
  }
`;
