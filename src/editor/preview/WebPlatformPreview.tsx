import { HomeProducts } from "../../components/home/HomePage";
import {
  appsCollection,
  screenshotsFile,
  siteFile,
  webPlatformsCollection,
} from "../../content-model/content-files";
import { productsSectionProps } from "../../page-props/home";
import type { PreviewTemplateProps } from "./decap-preview";
import { NotReady } from "./NotReady";
import { PageLabel } from "./PageLabel";
import { inPreviewFrame } from "./PreviewFrame";
import { homeContentIn, valuesOf } from "./preview-documents";
import { screenshotFinder } from "./screenshot-finder";
import { usePreviewContent } from "./use-preview-content";
import { usePreviewImages } from "./use-preview-images";

/**
 * The group's heading and tile are in site.yaml; the other products share the section and its
 * names; the apps' cards turn screenshots.
 */
const NEEDS = [siteFile, screenshotsFile, webPlatformsCollection, appsCollection] as const;

function WebPlatformOnHomePage(props: PreviewTemplateProps) {
  const content = usePreviewContent(props, webPlatformsCollection, NEEDS);
  const imageOf = usePreviewImages(props.getAsset);
  if (content.state !== "ready") return <NotReady content={content} />;
  const { documents } = content;
  const products = productsSectionProps(
    homeContentIn(documents),
    screenshotFinder(valuesOf(documents, screenshotsFile), imageOf),
  );
  return (
    <>
      <PageLabel>Home page › Products</PageLabel>
      <HomeProducts {...products} />
    </>
  );
}

/** A web platform's file: its card among the other products on the home page. */
export const WebPlatformPreview = inPreviewFrame(WebPlatformOnHomePage);
