import { graphql, type HeadFC, type PageProps } from "gatsby";
import { GalleryPage } from "../components/gallery/GalleryPage";
import { Seo } from "../components/seo/Seo";
import { useSiteWideProps } from "../hooks/useSiteWideProps";
import { required, toScreenshot } from "../lib/graphql-results";
import { galleryPageProps } from "../page-props/gallery";

/** The gallery of the app whose node id is in the page's context (internal/gatsby/create-pages.ts). */
const galleryOf = (data: Queries.GalleryPageQuery) =>
  required(required(data.appYaml, "the app in content/apps/").gallery, "the app's gallery");

export default function GalleryTemplate({ data }: PageProps<Queries.GalleryPageQuery>) {
  return <GalleryPage {...galleryPageProps(galleryOf(data), toScreenshot)} />;
}

export const Head: HeadFC<Queries.GalleryPageQuery> = ({ data, location }) => {
  const gallery = galleryOf(data);
  const { seo } = useSiteWideProps();
  return (
    <Seo site={seo} title={gallery.title} description={gallery.description} pathname={location.pathname} />
  );
};

export const query = graphql`
  query GalleryPage($id: String!) {
    appYaml(id: { eq: $id }) {
      gallery {
        title
        tagline
        description
        screenshots {
          ...Screenshot
        }
      }
    }
  }
`;
