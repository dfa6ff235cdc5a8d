import { graphql, type PageProps } from "gatsby";
import { AppPrivacyPage } from "../components/app/AppPrivacyPage";
import { pageHead } from "../hooks/page-head";
import { required } from "../lib/required";

/** The app whose slug is in the page's context (internal/gatsby/create-pages.ts). */

export default function AppPrivacyTemplate({ data }: PageProps<Queries.AppPrivacyPageQuery>) {
  return <AppPrivacyPage privacy={required(data.appYaml).privacy} site={required(data.siteYaml)} />;
}

export const Head = pageHead((data: Queries.AppPrivacyPageQuery) => {
  const { privacy, appStore } = required(data.appYaml);
  return { title: privacy.title, description: privacy.description, appStoreId: appStore.id };
});

export const query = graphql`
  query AppPrivacyPage($slug: String!, $language: String!) {
    siteYaml(language: { eq: $language }) {
      ...PolicyWords
    }
    appYaml(slug: { eq: $slug }, language: { eq: $language }) {
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
