import { ProductGroup, ProductsSection } from "../../components/home/ProductsSection";
import { appsCollection, siteFile, webPlatformsCollection } from "../../content-model/content-files";
import { PRODUCT_KINDS } from "../../content-model/product-kinds";
import { productGroups } from "../../page-props/home";
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
  const groups = productGroups(
    { site, apps: [], webPlatforms: productsIn(documents, webPlatformsCollection) },
    noScreenshot,
  ).filter((group) => group.kind === PRODUCT_KINDS.webPlatforms);
  return (
    <>
      <PageLabel>Home page › Products</PageLabel>
      <ProductsSection id="products" heading={site.products.heading} intro={site.products.intro}>
        {groups.map((group) => (
          <ProductGroup key={group.kind} {...group} />
        ))}
      </ProductsSection>
    </>
  );
}

/** A web platform's file: its card among the others of its group on the home page. */
export const WebPlatformPreview = inPreviewFrame(WebPlatformOnHomePage);
