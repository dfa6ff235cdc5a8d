import { graphql, type PageProps } from "gatsby";
import { AppPrivacyPage } from "../components/app/AppPrivacyPage";
import { pageHead } from "../hooks/page-head";
import { required } from "../lib/required";

/** The app whose slug is in the page's context (internal/gatsby/create-pages.ts). */

export default function AppPrivacyTemplate({ data }: PageProps<Queries.AppPrivacyPageQuery>) {
  return <AppPrivacyPage privacy={required(data.appContent).privacy} site={required(data.siteContent)} />;
}

export const Head = pageHead((data: Queries.AppPrivacyPageQuery) => {
  const { privacy, appStore } = required(data.appContent);
  return { title: privacy.title, description: privacy.description, appStoreId: appStore.id };
});

export const query = graphql`
  query AppPrivacyPage($slug: String!, $language: String!) {
    siteContent(language: { eq: $language }) {
      ...PolicyWords
    }
    appContent(slug: { eq: $slug }, language: { eq: $language }) {
      appStore {
        id
      }
      privacy {
        ...AppPrivacy
        description
      }
    }
  }
`;
