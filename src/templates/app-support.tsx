import { graphql, type HeadFC, type PageProps } from "gatsby";
import { SupportPage } from "../components/app/SupportPage";
import { Seo } from "../components/seo/Seo";
import { useSiteData } from "../hooks/useSiteData";
import { required } from "../lib/required";

/** The app whose slug is in the page's context (internal/gatsby/create-pages.ts). */
const appOf = (data: Queries.AppSupportPageQuery) => required(data.appYaml, "the app in content/apps/");

export default function AppSupportTemplate({ data }: PageProps<Queries.AppSupportPageQuery>) {
  const { site } = useSiteData();
  return <SupportPage app={appOf(data)} site={site} />;
}

export const Head: HeadFC<Queries.AppSupportPageQuery> = ({ data, location }) => {
  const { support, appStore } = appOf(data);
  const { site } = useSiteData();
  return (
    <Seo
      site={site}
      title={support.title}
      description={support.description}
      pathname={location.pathname}
      appStoreId={appStore.id}
    />
  );
};

export const query = graphql`
  query AppSupportPage($slug: String!) {
    appYaml(slug: { eq: $slug }) {
      ...AppSupport
      appStore {
        id
      }
      support {
        description
      }
    }
  }
`;
