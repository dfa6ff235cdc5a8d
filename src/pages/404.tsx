import { graphql, type HeadFC, type PageProps } from "gatsby";
import { NotFound } from "../components/not-found/NotFound";
import { Seo } from "../components/seo/Seo";
import { useSiteWideProps } from "../hooks/useSiteWideProps";
import { required } from "../lib/graphql-results";
import { notFoundPageProps } from "../page-props/site";

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const { notFound } = required(data.siteYaml, "content/site.yaml");
  return <NotFound {...notFoundPageProps(notFound, location.pathname)} />;
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, location }) => {
  const { seo } = useSiteWideProps();
  return (
    <Seo
      site={seo}
      title={required(data.siteYaml, "content/site.yaml").notFound.title}
      pathname={location.pathname}
      noindex
    />
  );
};

export const query = graphql`
  query NotFoundPage {
    siteYaml {
      notFound {
        title
        text
        linkLabel
      }
    }
  }
`;
