import { graphql, type PageProps } from "gatsby";
import { AccessibilityPage } from "../components/app/AccessibilityPage";
import { appPageHead } from "../hooks/page-head";
import { required } from "../lib/required";

/** The app whose slug is in the page's context (internal/gatsby/create-pages.ts). */
export default function AppAccessibilityTemplate({ data }: PageProps<Queries.AppAccessibilityPageQuery>) {
  return <AccessibilityPage app={required(data.appContent)} />;
}

export const Head = appPageHead<Queries.AppAccessibilityPageQuery>((app) => app.accessibility);

export const query = graphql`
  query AppAccessibilityPage($slug: String!, $language: String!) {
    appContent(slug: { eq: $slug }, language: { eq: $language }) {
      ...AppAccessibility
      ...AppPageHead
      accessibility {
        description
      }
    }
  }
`;
