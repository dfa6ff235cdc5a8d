import { graphql, type PageProps } from "gatsby";
import { SupportPage } from "../components/app/SupportPage";
import { appPageHead } from "../hooks/page-head";
import { useSiteData } from "../hooks/useSiteData";
import { required } from "../lib/required";

/** The app whose slug is in the page's context (internal/gatsby/create-pages.ts). */

export default function AppSupportTemplate({ data }: PageProps<Queries.AppSupportPageQuery>) {
  return <SupportPage app={required(data.appContent)} site={useSiteData().site} />;
}

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
