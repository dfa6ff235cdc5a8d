import { ProductsSection } from "../../components/home/ProductsSection";
import { webPlatformsCollection } from "../../content-model/content";
import { PageLabel } from "./PreviewFrame";
import { previewTemplate, siteOf, type PreviewData } from "./preview-template";

/** A web platform's file: its card among the other products on the home page. */
function WebPlatformOnHomePage({ data }: { readonly data: PreviewData }) {
  return (
    <>
      <PageLabel>Home page › Products</PageLabel>
      <ProductsSection {...siteOf(data)} />
    </>
  );
}

export const WebPlatformPreview = previewTemplate(webPlatformsCollection, WebPlatformOnHomePage);
