import { graphql } from "gatsby";
import { AppDetailPage } from "../components/app/AppDetailPage";
import { appPageHead, appTemplate } from "../hooks/page-head";
import { mobileApplication } from "../lib/structured-data";

export default appTemplate<Queries.AppDetailPageQuery>((app, site) => (
  <AppDetailPage app={app} site={site} />
));

export const Head = appPageHead<Queries.AppDetailPageQuery>((app, site, pathname) => ({
  ...app.detail,
  mainEntity: mobileApplication(app, site, pathname),
}));

export const query = graphql`
  query AppDetailPage($slug: String!, $language: String!) {
    appContent(slug: { eq: $slug }, language: { eq: $language }) {
      ...AppDetail
      features
      appStore {
        category
        languages
      }
      detail {
        title
        description
        hero {
          image {
            publicURL
          }
        }
      }
    }
  }
`;
