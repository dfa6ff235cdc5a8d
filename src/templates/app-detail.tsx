import { graphql, type HeadFC, type PageProps } from "gatsby";
import { AppDetailPage } from "../components/app/AppDetailPage";
import { JsonLd } from "../components/seo/JsonLd";
import { Seo } from "../components/seo/Seo";
import { useSiteData } from "../hooks/useSiteData";
import { appStoreLink } from "../lib/app-store";
import { newest } from "../lib/releases";
import { required } from "../lib/required";
import { mobileApplication } from "../lib/structured-data";

/** The app whose slug is in the page's context (internal/gatsby/create-pages.ts). */
const appOf = (data: Queries.AppDetailPageQuery) => required(data.appYaml, "the app in content/apps/");

export default function AppDetailTemplate({ data }: PageProps<Queries.AppDetailPageQuery>) {
  const { site } = useSiteData();
  return <AppDetailPage app={appOf(data)} site={site} />;
}

export const Head: HeadFC<Queries.AppDetailPageQuery> = ({ data, location }) => {
  const app = appOf(data);
  const { site } = useSiteData();
  const { title, description, hero } = app.detail;
  return (
    <Seo
      site={site}
      title={title}
      description={description}
      pathname={location.pathname}
      appStoreId={app.appStore.id}
    >
      <JsonLd
        data={mobileApplication({
          name: app.name,
          description,
          category: app.appStore.category,
          pathname: location.pathname,
          installUrl: appStoreLink(app.appStore),
          version: newest(app.releases).version,
          image: hero?.image.publicURL ?? site.shareImage.publicURL ?? "/",
          publisher: site.companyName,
          features: app.features,
        })}
      />
    </Seo>
  );
};

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
