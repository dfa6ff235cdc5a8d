import { graphql } from "gatsby";
import { PolicyPage } from "../components/policy/PolicyPage";
import { appPageHead, appTemplate } from "../hooks/page-head";
import { required } from "../lib/required";

/** The app's own terms of use. */
export default appTemplate<Queries.AppTermsPageQuery>((app, _site, data) => (
  <PolicyPage policy={required(app.terms)} site={required(data.siteContent)} />
));

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
