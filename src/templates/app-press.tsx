import { graphql, type PageProps } from "gatsby";
import { PressPage } from "../components/app/PressPage";
import { appPageHead } from "../hooks/page-head";
import { useSiteData } from "../hooks/useSiteData";
import { required } from "../lib/required";

/** The app whose slug is in the page's context (internal/gatsby/create-pages.ts). */
export default function AppPressTemplate({ data }: PageProps<Queries.AppPressPageQuery>) {
  return <PressPage app={required(data.appContent)} site={useSiteData().site} />;
}

export const Head = appPageHead<Queries.AppPressPageQuery>((app) => app.press);

export const query = graphql`
  query AppPressPage($slug: String!, $language: String!) {
    appContent(slug: { eq: $slug }, language: { eq: $language }) {
      ...AppPress
      ...AppPageHead
    }
  }
`;
