import { graphql, type PageProps } from "gatsby";
import { hook, MISSING_PAGE } from "../behaviours/markup";
import { NotFound } from "../components/not-found/NotFound";
import { pageHead } from "../hooks/page-head";
import { required } from "../lib/required";

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return <NotFound site={required(data.siteContent)} {...hook(MISSING_PAGE)} />;
}

export const Head = pageHead((data: Queries.NotFoundPageQuery) => ({
  title: required(data.siteContent).notFound.title,
  noindex: true,
}));

export const query = graphql`
  query NotFoundPage($language: String = "en") {
    siteContent(language: { eq: $language }) {
      ...NotFound
    }
  }
`;
