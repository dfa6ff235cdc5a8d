import { graphql, type PageProps } from "gatsby";
import { AppDetailPage } from "../components/app/AppDetailPage";
import { JsonLd } from "../components/seo/JsonLd";
import { pageHead } from "../hooks/page-head";
import { useSiteData } from "../hooks/useSiteData";
import { appStoreLink } from "../lib/app-store";
import { newest } from "../lib/releases";
import { required } from "../lib/required";
import { mobileApplication } from "../lib/structured-data";

/** The app whose slug is in the page's context (internal/gatsby/create-pages.ts). */
const appOf = (data: Queries.AppDetailPageQuery) => required(data.appYaml);

export default function AppDetailTemplate({ data }: PageProps<Queries.AppDetailPageQuery>) {
  const { site } = useSiteData();
  return <AppDetailPage app={appOf(data)} site={site} />;
}

export const Head = pageHead((data: Queries.AppDetailPageQuery, site, pathname) => {
  const app = appOf(data);
  const { title, description, hero } = app.detail;
  const application = mobileApplication({
    name: app.name,
    description,
    category: app.appStore.category,
    pathname,
    installUrl: appStoreLink(app.appStore),
    version: newest(app.releases).version,
    image: hero?.image.publicURL ?? site.shareImage.publicURL ?? "/",
    publisher: site.companyName,
    features: app.features,
  });
  return { title, description, appStoreId: app.appStore.id, children: <JsonLd data={application} /> };
});

export const query = graphql`
  query AppDetailPage($slug: String!) {
    appYaml(slug: { eq: $slug }) {
      ...AppDetail
      features
      appStore {
        category
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
