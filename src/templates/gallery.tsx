import { graphql } from "gatsby";
import { GalleryPage } from "../components/gallery/GalleryPage";
import { appPageHead, appTemplate } from "../hooks/page-head";
import { required } from "../lib/required";

/** The app's gallery. */
export default appTemplate<Queries.GalleryPageQuery>((app) => (
  <GalleryPage gallery={required(app.gallery)} />
));

export const Head = appPageHead<Queries.GalleryPageQuery>((app) => app.gallery);

export const query = graphql`
  query GalleryPage($slug: String!, $language: String!) {
    appContent(slug: { eq: $slug }, language: { eq: $language }) {
      ...AppPageHead
      gallery {
        ...Gallery
        description
      }
    }
  }
`;
