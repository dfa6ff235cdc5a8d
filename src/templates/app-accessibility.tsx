import { graphql } from "gatsby";
import { AccessibilityPage } from "../components/app/AccessibilityPage";
import { appPageHead, appTemplate } from "../hooks/page-head";

export default appTemplate<Queries.AppAccessibilityPageQuery>((app) => <AccessibilityPage app={app} />);

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
