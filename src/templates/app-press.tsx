import { graphql, type PageProps } from "gatsby";
import { PressPage } from "../components/app/PressPage";
import { pageHead } from "../hooks/page-head";
import { useSiteData } from "../hooks/useSiteData";
import { required } from "../lib/required";

/** The app whose slug is in the page's context (internal/gatsby/create-pages.ts). */
export default function AppPressTemplate({ data }: PageProps<Queries.AppPressPageQuery>) {
  const { site } = useSiteData();
  return <PressPage app={required(data.appContent)} site={site} />;
}

export const Head = pageHead((data: Queries.AppPressPageQuery) => {
  const { press, appStore } = required(data.appContent);
  return { title: press.title, description: press.description, appStoreId: appStore.id };
});

export const query = graphql`
  query AppPressPage($slug: String!, $language: String!) {
    appContent(slug: { eq: $slug }, language: { eq: $language }) {
      ...AppPress
      appStore {
        id
      }
    }
  }
`;
