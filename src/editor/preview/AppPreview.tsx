import { AppDetailPage } from "../../components/app/AppDetailPage";
import { GalleryPage } from "../../components/gallery/GalleryPage";
import { HomeProducts } from "../../components/home/HomePage";
import { pageTitle } from "../../components/seo/Seo";
import {
  appsCollection,
  screenshotsFile,
  siteFile,
  webPlatformsCollection,
} from "../../content-model/content-files";
import { appDetailPageProps } from "../../page-props/app-detail";
import { galleryPageProps } from "../../page-props/gallery";
import { productsSectionProps } from "../../page-props/home";
import { contactProps } from "../../page-props/site";
import type { PreviewTemplateProps } from "./decap-preview";
import { NotReady } from "./NotReady";
import { PageLabel } from "./PageLabel";
import { inPreviewFrame } from "./PreviewFrame";
import { homeContentIn, productOf, valuesOf } from "./preview-documents";
import { screenshotFinder } from "./screenshot-finder";
import { usePreviewContent } from "./use-preview-content";
import { usePreviewImages } from "./use-preview-images";

/**
 * The group's heading and tile and the screenshots are in site.yaml and screenshots.yaml; the
 * other products share the group and must not claim the app's addresses.
 */
const NEEDS = [siteFile, screenshotsFile, appsCollection, webPlatformsCollection] as const;

function AppPages(props: PreviewTemplateProps) {
  const content = usePreviewContent(props, appsCollection, NEEDS);
  const imageOf = usePreviewImages(props.getAsset);
  if (content.state !== "ready") return <NotReady content={content} />;
  const { documents, edited } = content;
  const site = valuesOf(documents, siteFile);
  const screenshot = screenshotFinder(valuesOf(documents, screenshotsFile), imageOf);
  const app = productOf(edited, appsCollection);
  const products = productsSectionProps(homeContentIn(documents), screenshot);
  const tab = (title: string) => pageTitle(title, site.companyName);
  return (
    <>
      <PageLabel>Home page › Products</PageLabel>
      <HomeProducts {...products} />
      {app.gallery ? (
        <>
          <PageLabel>{`Gallery page ${app.gallery.path} · tab title: ${tab(app.gallery.title)}`}</PageLabel>
          <GalleryPage {...galleryPageProps(app.gallery, screenshot)} />
        </>
      ) : (
        <PageLabel>No gallery page: the app has no gallery</PageLabel>
      )}
      <PageLabel>{`App page ${app.detail.path} · tab title: ${tab(app.detail.title)}`}</PageLabel>
      <AppDetailPage {...appDetailPageProps(app, screenshot, contactProps(site))} />
    </>
  );
}

/** An app's file: its card among the others of its group, its gallery page and its own page. */
export const AppPreview = inPreviewFrame(AppPages);
