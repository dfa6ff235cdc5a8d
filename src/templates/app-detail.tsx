import { graphql, type HeadFC, type PageProps } from "gatsby";
import { AppDetailPage } from "../components/app/AppDetailPage";
import { JsonLd } from "../components/seo/JsonLd";
import { Seo } from "../components/seo/Seo";
import { useSiteContent } from "../hooks/useSiteContent";
import { mobileApplication } from "../lib/structured-data";
import { required, toScreenshot } from "../lib/content";

export default function AppDetailTemplate({ data }: PageProps<Queries.AppDetailPageQuery>) {
  const app = required(data.lullabyAppYaml, "content/lullaby-app.yaml");
  const { detail } = app;
  const { contact } = useSiteContent();
  return (
    <AppDetailPage
      name={app.name}
      headline={detail.headline}
      intro={detail.intro}
      hero={toScreenshot(detail.hero)}
      badges={detail.badges}
      appStore={app.appStore}
      timer={detail.timer}
      streaming={detail.streaming}
      moreScreenshots={{
        heading: detail.moreScreenshots.heading,
        screenshots: detail.moreScreenshots.screenshots.map(toScreenshot),
        galleryLinkLabel: detail.moreScreenshots.galleryLinkLabel,
      }}
      galleryPath={app.gallery.path}
      quote={detail.quote}
      contact={contact}
    />
  );
}

export const Head: HeadFC<Queries.AppDetailPageQuery> = ({ data, location }) => (
  <AppDetailHead data={data} pathname={location.pathname} />
);

function AppDetailHead({ data, pathname }: { data: Queries.AppDetailPageQuery; pathname: string }) {
  const app = required(data.lullabyAppYaml, "content/lullaby-app.yaml");
  const { seo } = useSiteContent();
  return (
    <Seo site={seo} title={app.detail.title} description={app.detail.description} pathname={pathname}>
      <JsonLd
        data={mobileApplication({
          name: app.name,
          description: app.detail.description,
          category: app.appStore.category,
          pageUrl: new URL(pathname, seo.siteUrl).href,
          installUrl: app.appStore.url,
          imageUrl: required(app.detail.hero.image.publicURL, "the app page's hero screenshot"),
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
    lullabyAppYaml(id: { eq: $id }) {
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
        timer {
          heading
          text
          options
        }
        streaming {
          heading
          text
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
