import { ProductsSection } from "../../components/home/ProductsSection";
import { webPlatformsCollection } from "../../content-model/content";
import { PageLabel } from "./PreviewFrame";
import { previewTemplate, siteOf, type PreviewData } from "./preview-template";

/** A web platform's file: its card among the other products on the home page. */
function WebPlatformOnHomePage({ data }: { readonly data: PreviewData }) {
  const { site, apps, webPlatforms } = siteOf(data);
  return (
    <>
      <PageLabel>Home page › Products</PageLabel>
      <ProductsSection site={site} apps={apps} webPlatforms={webPlatforms} />
    </>
  );
}

export const WebPlatformPreview = previewTemplate(webPlatformsCollection, WebPlatformOnHomePage);
