import { graphql } from "gatsby";
import { SupportPage } from "../components/app/SupportPage";
import { appPageHead, appTemplate } from "../hooks/page-head";

export default appTemplate<Queries.AppSupportPageQuery>((app, site) => <SupportPage app={app} site={site} />);

export const Head = appPageHead<Queries.AppSupportPageQuery>((app) => app.support);

export const query = graphql`
  query AppSupportPage($slug: String!, $language: String!) {
    appContent(slug: { eq: $slug }, language: { eq: $language }) {
      ...AppSupport
      ...AppPageHead
      support {
        description
      }
    }
  }
`;
