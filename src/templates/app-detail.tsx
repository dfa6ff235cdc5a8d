import { graphql, type HeadFC, type PageProps } from "gatsby";
import { AppDetailPage } from "../components/app/AppDetailPage";
import { JsonLd } from "../components/seo/JsonLd";
import { Seo } from "../components/seo/Seo";
import { useSiteWideProps } from "../hooks/useSiteWideProps";
import { required, toScreenshot } from "../lib/graphql-results";
import { mobileApplication } from "../lib/structured-data";
import { appDetailPageProps } from "../page-props/app-detail";

/** The app whose node id is in the page's context (internal/gatsby/create-pages.ts). */
const appOf = (data: Queries.AppDetailPageQuery) => required(data.appYaml, "the app in content/apps/");

export default function AppDetailTemplate({ data }: PageProps<Queries.AppDetailPageQuery>) {
  const { contact } = useSiteWideProps();
  return <AppDetailPage {...appDetailPageProps(appOf(data), toScreenshot, contact)} />;
}

export const Head: HeadFC<Queries.AppDetailPageQuery> = ({ data, location }) => (
  <AppDetailHead data={data} pathname={location.pathname} />
);

function AppDetailHead({ data, pathname }: { data: Queries.AppDetailPageQuery; pathname: string }) {
  const app = appOf(data);
  const { seo } = useSiteWideProps();
  return (
    <Seo site={seo} title={app.detail.title} description={app.detail.description} pathname={pathname}>
      <JsonLd
        data={mobileApplication({
          name: app.name,
          description: app.detail.description,
          category: app.appStore.category,
          pageUrl: new URL(pathname, seo.siteUrl).href,
          installUrl: app.appStore.url,
          imageUrl: app.detail.hero?.image.publicURL ?? seo.shareImage,
          publisher: seo.companyName,
          siteUrl: seo.siteUrl,
          features: app.features,
        })}
      />
    </Seo>
  );
}

export const query = graphql`
  query AppDetailPage($id: String!) {
    appYaml(id: { eq: $id }) {
      name
      features
      appStore {
        url
        buttonLabel
        category
      }
      gallery {
        path
      }
      detail {
        headline
        intro
        title
        description
        badges
        hero {
          ...Screenshot
          image {
            publicURL
          }
        }
        sections {
          heading
          text
          chips
        }
        moreScreenshots {
          heading
          galleryLinkLabel
          screenshots {
            ...Screenshot
          }
        }
        quote {
          text
          author
          rating
        }
      }
    }
  }
`;
