import { graphql, type PageProps } from "gatsby";
import { AppPrivacyPage } from "../components/app/AppPrivacyPage";
import { appPageHead } from "../hooks/page-head";
import { required } from "../lib/required";

/** The app whose slug is in the page's context (internal/gatsby/create-pages.ts). */

export default function AppPrivacyTemplate({ data }: PageProps<Queries.AppPrivacyPageQuery>) {
  return <AppPrivacyPage privacy={required(data.appContent).privacy} site={required(data.siteContent)} />;
}

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
