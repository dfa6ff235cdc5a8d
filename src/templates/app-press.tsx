import { graphql } from "gatsby";
import { PressPage } from "../components/app/PressPage";
import { appPageHead, appTemplate } from "../hooks/page-head";

export default appTemplate<Queries.AppPressPageQuery>((app, site) => <PressPage app={app} site={site} />);

export const Head = appPageHead<Queries.AppPressPageQuery>((app) => app.press);

export const query = graphql`
  query AppPressPage($slug: String!, $language: String!) {
    appContent(slug: { eq: $slug }, language: { eq: $language }) {
      ...AppPress
      ...AppPageHead
    }
  }
`;
