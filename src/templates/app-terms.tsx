import { graphql, type PageProps } from "gatsby";
import { PolicyPage } from "../components/policy/PolicyPage";
import { appPageHead } from "../hooks/page-head";
import { required } from "../lib/required";

/** The app whose slug is in the page's context (internal/gatsby/create-pages.ts): its own terms of use. */
export default function AppTermsTemplate({ data }: PageProps<Queries.AppTermsPageQuery>) {
  return <PolicyPage policy={required(required(data.appContent).terms)} site={required(data.siteContent)} />;
}

export const Head = appPageHead<Queries.AppTermsPageQuery>((app) => app.terms);

export const query = graphql`
  query AppTermsPage($slug: String!, $language: String!) {
    siteContent(language: { eq: $language }) {
      ...PolicyWords
    }
    appContent(slug: { eq: $slug }, language: { eq: $language }) {
      ...AppPageHead
      terms {
        title
        description
        updated
        sections {
          ...PolicySection
        }
      }
    }
  }
`;
