import { graphql, type PageProps } from "gatsby";
import { GalleryPage } from "../components/gallery/GalleryPage";
import { appPageHead } from "../hooks/page-head";
import { required } from "../lib/required";

/** The gallery of the app whose slug is in the page's context (internal/gatsby/create-pages.ts). */
export default function GalleryTemplate({ data }: PageProps<Queries.GalleryPageQuery>) {
  return <GalleryPage gallery={required(required(data.appContent).gallery)} />;
}

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
