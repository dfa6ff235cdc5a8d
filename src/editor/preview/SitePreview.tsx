import { HomePage } from "../../components/home/HomePage";
import { Layout } from "../../components/layout/Layout";
import { NotFound } from "../../components/not-found/NotFound";
import {
  appsCollection,
  screenshotsFile,
  siteFile,
  webPlatformsCollection,
} from "../../content-model/content-files";
import { homePageProps } from "../../page-props/home";
import { notFoundPageProps } from "../../page-props/site";
import type { PreviewTemplateProps } from "./decap-preview";
import { HERO_LOGO } from "./image-data";
import { NotReady } from "./NotReady";
import { PageLabel } from "./PageLabel";
import { inPreviewFrame } from "./PreviewFrame";
import { productsIn, valuesOf } from "./preview-documents";
import { screenshotFinder } from "./screenshot-finder";
import { sitePreviewProps } from "./site-preview-props";
import { usePreviewContent } from "./use-preview-content";
import { usePreviewImages } from "./use-preview-images";

/** The home page shows every product, with the screenshots their cards turn. */
const NEEDS = [screenshotsFile, appsCollection, webPlatformsCollection] as const;

function SitePages(props: PreviewTemplateProps) {
  const content = usePreviewContent(props, siteFile, NEEDS);
  const imageOf = usePreviewImages(props.getAsset);
  if (content.state !== "ready") return <NotReady content={content} />;
  const { documents, edited } = content;
  const site = siteFile.schema.parse(edited.value);
  const wide = sitePreviewProps(site, imageOf);
  const home = homePageProps(
    {
      site,
      apps: productsIn(documents, appsCollection),
      webPlatforms: productsIn(documents, webPlatformsCollection),
    },
    screenshotFinder(valuesOf(documents, screenshotsFile), imageOf),
    imageOf(site.logo, HERO_LOGO),
    wide.contact,
  );
  return (
    <>
      <Layout header={wide.header} footer={wide.footer}>
        <PageLabel>
          {`Home page, with the header and footer of every page; its cards are edited under ${appsCollection.label} and ${webPlatformsCollection.label}`}
        </PageLabel>
        <HomePage {...home} />
      </Layout>
      <PageLabel>The page for an address the site does not have (404)</PageLabel>
      <NotFound {...notFoundPageProps(site.notFound)} />
    </>
  );
}

/** site.yaml: the header, the home page as it will be, the footer and the 404 page. */
export const SitePreview = inPreviewFrame(SitePages);
