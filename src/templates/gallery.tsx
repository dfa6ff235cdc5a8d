import { graphql, type PageProps } from "gatsby";
import { GalleryPage } from "../components/gallery/GalleryPage";
import { pageHead } from "../hooks/page-head";
import { required } from "../lib/required";

/** The gallery of the app whose slug is in the page's context (internal/gatsby/create-pages.ts). */
const galleryOf = (data: Queries.GalleryPageQuery) => required(required(data.appContent).gallery);

export default function GalleryTemplate({ data }: PageProps<Queries.GalleryPageQuery>) {
  return <GalleryPage gallery={galleryOf(data)} />;
}

export const Head = pageHead((data: Queries.GalleryPageQuery) => {
  const { title, description } = galleryOf(data);
  return { title, description, appStoreId: required(data.appContent).appStore.id };
});

export const query = graphql`
  query GalleryPage($slug: String!, $language: String!) {
    appContent(slug: { eq: $slug }, language: { eq: $language }) {
      appStore {
        id
      }
      gallery {
        ...Gallery
        description
      }
    }
  }
`;
