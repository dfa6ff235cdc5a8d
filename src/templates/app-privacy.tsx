import { graphql } from "gatsby";
import { AppPrivacyPage } from "../components/app/AppPrivacyPage";
import { appPageHead, appTemplate } from "../hooks/page-head";
import { required } from "../lib/required";

export default appTemplate<Queries.AppPrivacyPageQuery>((app, _site, data) => (
  <AppPrivacyPage privacy={app.privacy} site={required(data.siteContent)} />
));

export const Head = appPageHead<Queries.AppPrivacyPageQuery>((app) => app.privacy);

export const query = graphql`
  query AppPrivacyPage($slug: String!, $language: String!) {
    siteContent(language: { eq: $language }) {
      ...PolicyWords
    }
    appContent(slug: { eq: $slug }, language: { eq: $language }) {
      ...AppPageHead
      privacy {
        ...AppPrivacy
        description
      }
    }
  }
`;
