import { graphql, type PageProps } from "gatsby";
import { AppDetailPage } from "../components/app/AppDetailPage";
import { JsonLd } from "../components/seo/JsonLd";
import { pageHead } from "../hooks/page-head";
import { useSiteData } from "../hooks/useSiteData";
import { required } from "../lib/required";
import { mobileApplication, webPage } from "../lib/structured-data";

/** The app whose slug is in the page's context (internal/gatsby/create-pages.ts). */

export default function AppDetailTemplate({ data }: PageProps<Queries.AppDetailPageQuery>) {
  return <AppDetailPage app={required(data.appContent)} site={useSiteData().site} />;
}

export const Head = pageHead((data: Queries.AppDetailPageQuery, site, pathname) => {
  const app = required(data.appContent);
  const { title, description } = app.detail;
  const application = <JsonLd data={webPage(pathname, mobileApplication(app, site, pathname))} />;
  return { title, description, appStoreId: app.appStore.id, children: application };
});

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
