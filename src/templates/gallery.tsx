import { graphql, type HeadFC, type PageProps } from "gatsby";
import { GalleryPage } from "../components/gallery/GalleryPage";
import { Seo } from "../components/seo/Seo";
import { useSiteContent } from "../hooks/useSiteContent";
import { required, toScreenshot } from "../lib/content";

export default function GalleryTemplate({ data }: PageProps<Queries.GalleryPageQuery>) {
  const { gallery } = required(data.lullabyAppYaml, "content/lullaby-app.yaml");
  return (
    <GalleryPage
      title={gallery.title}
      tagline={gallery.tagline}
      screenshots={gallery.screenshots.map(toScreenshot)}
    />
  );
}

export const Head: HeadFC<Queries.GalleryPageQuery> = ({ data, location }) => {
  const { gallery } = required(data.lullabyAppYaml, "content/lullaby-app.yaml");
  const { seo } = useSiteContent();
  return (
    <Seo site={seo} title={gallery.title} description={gallery.description} pathname={location.pathname} />
  );
};

export const query = graphql`
  query GalleryPage($id: String!) {
    lullabyAppYaml(id: { eq: $id }) {
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
