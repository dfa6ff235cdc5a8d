import { HomeProducts } from "../../components/home/HomePage";
import { appsCollection, siteFile, webPlatformsCollection } from "../../content-model/content-files";
import { productsSectionProps } from "../../page-props/home";
import type { Screenshot } from "../../lib/graphql-results";
import type { PreviewTemplateProps } from "./decap-preview";
import { NotReady } from "./NotReady";
import { PageLabel } from "./PageLabel";
import { inPreviewFrame } from "./PreviewFrame";
import { productsIn, valuesOf } from "./preview-documents";
import { usePreviewContent } from "./use-preview-content";

/** The group's heading and tile are in site.yaml; the other products share the group and its names. */
const NEEDS = [siteFile, webPlatformsCollection, appsCollection] as const;

/** A web platform's card shows no screenshot. */
const noScreenshot = (slug: string): Screenshot => {
  throw new Error(`A web platform shows no screenshot (asked for "${slug}").`);
};

function WebPlatformOnHomePage(props: PreviewTemplateProps) {
  const content = usePreviewContent(props, webPlatformsCollection, NEEDS);
  if (content.state !== "ready") return <NotReady content={content} />;
  const { documents } = content;
  const site = valuesOf(documents, siteFile);
  const products = productsSectionProps(
    { site, apps: [], webPlatforms: productsIn(documents, webPlatformsCollection) },
    noScreenshot,
  );
  return (
    <>
      <PageLabel>Home page › Products</PageLabel>
      <HomeProducts {...products} />
    </>
  );
}

/** A web platform's file: its card among the others of its group on the home page. */
export const WebPlatformPreview = inPreviewFrame(WebPlatformOnHomePage);
