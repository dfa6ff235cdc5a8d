import { graphql, type PageProps } from "gatsby";
import { AccessibilityPage } from "../components/app/AccessibilityPage";
import { pageHead } from "../hooks/page-head";
import { required } from "../lib/required";

/** The app whose slug is in the page's context (internal/gatsby/create-pages.ts). */
export default function AppAccessibilityTemplate({ data }: PageProps<Queries.AppAccessibilityPageQuery>) {
  return <AccessibilityPage app={required(data.appContent)} />;
}

export const Head = pageHead((data: Queries.AppAccessibilityPageQuery) => {
  const { accessibility, appStore } = required(data.appContent);
  const { title, description } = required(accessibility);
  return { title, description, appStoreId: appStore.id };
});

export const query = graphql`
  query AppAccessibilityPage($slug: String!, $language: String!) {
    appContent(slug: { eq: $slug }, language: { eq: $language }) {
      ...AppAccessibility
      appStore {
        id
      }
      accessibility {
        description
      }
    }
  }
`;
