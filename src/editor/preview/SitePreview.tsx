import { HomePage } from "../../components/home/HomePage";
import { Layout } from "../../components/layout/Layout";
import { NotFound } from "../../components/not-found/NotFound";
import { appsCollection, siteFile, webPlatformsCollection } from "../../content-model/content-files";
import { homePageProps } from "../../page-props/home";
import { notFoundPageProps } from "../../page-props/site";
import type { PreviewTemplateProps } from "./decap-preview";
import { HERO_LOGO } from "./image-data";
import { NotReady } from "./NotReady";
import { PageLabel } from "./PageLabel";
import { inPreviewFrame } from "./PreviewFrame";
import { homeContentIn } from "./preview-documents";
import { sitePreviewProps } from "./site-preview-props";
import { usePreviewContent } from "./use-preview-content";
import { usePreviewImages } from "./use-preview-images";

/** The home page shows every product's card. */
const NEEDS = [appsCollection, webPlatformsCollection] as const;

/**
 * The apps' cards without their screenshots: Decap finds a picture in the media folder of the
 * entry being edited (config.ts, MEDIA_FOLDERS), and site.yaml's is not the screenshots' folder.
 * Each app's own preview shows its card with them.
 */
const withoutScreenshots = <A extends object>(app: A): A & { readonly carousel?: undefined } => ({
  ...app,
  carousel: undefined,
});

const noScreenshot = (slug: string): never => {
  throw new Error(`The site's preview shows no screenshot (asked for "${slug}").`);
};

function SitePages(props: PreviewTemplateProps) {
  const content = usePreviewContent(props, siteFile, NEEDS);
  const imageOf = usePreviewImages(props.getAsset);
  if (content.state !== "ready") return <NotReady content={content} />;
  const home = homeContentIn(content.documents);
  const { site } = home;
  const wide = sitePreviewProps(site, imageOf);
  const page = homePageProps(
    { ...home, apps: home.apps.map(withoutScreenshots) },
    noScreenshot,
    imageOf(site.logo, HERO_LOGO),
    wide.contact,
  );
  return (
    <>
      <Layout header={wide.header} footer={wide.footer}>
        <PageLabel>
          {`Home page, with the header and footer of every page. Its cards are edited under ${appsCollection.label} and ${webPlatformsCollection.label}; each app's preview shows its screenshots`}
        </PageLabel>
        <HomePage {...page} />
      </Layout>
      <PageLabel>The page for an address the site does not have (404)</PageLabel>
      <NotFound {...notFoundPageProps(site.notFound)} />
    </>
  );
}

/** site.yaml: the header, the home page as it will be, the footer and the 404 page. */
export const SitePreview = inPreviewFrame(SitePages);
