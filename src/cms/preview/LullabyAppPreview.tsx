import { AppDetailPage } from "../../components/app/AppDetailPage";
import { GalleryPage } from "../../components/gallery/GalleryPage";
import { AppGroup, ProductsSection } from "../../components/home/ProductsSection";
import { pageTitle } from "../../components/seo/Seo";
import { lullabyAppFile, screenshotsFile, siteFile } from "../../content/content-files";
import type { PreviewTemplateProps } from "./decap-preview";
import { NotReady } from "./NotReady";
import { PageLabel } from "./PageLabel";
import { inPreviewFrame } from "./PreviewFrame";
import { appProps } from "./props/app-props";
import { contactProps } from "./props/site-props";
import { usePreviewContent } from "./use-preview-content";
import { usePreviewImages } from "./use-preview-images";

/** The screenshots the app names, and site.yaml's Products heading and contact section. */
const SAVED = [siteFile, screenshotsFile] as const;

function AppPages(props: PreviewTemplateProps) {
  const content = usePreviewContent(props, lullabyAppFile, SAVED);
  const imageOf = usePreviewImages(props.getAsset);
  if (content.state !== "ready") return <NotReady content={content} />;
  const site = siteFile.schema.parse(content.values.get(siteFile));
  const app = lullabyAppFile.schema.parse(content.values.get(lullabyAppFile));
  const screenshots = screenshotsFile.schema.parse(content.values.get(screenshotsFile));
  const { group, gallery, detail } = appProps(app, screenshots, imageOf);
  const tab = (title: string) => pageTitle(title, site.companyName);
  return (
    <>
      <PageLabel>Home page › Products</PageLabel>
      <ProductsSection id="products" heading={site.products.heading} intro={site.products.intro}>
        <AppGroup {...group} />
      </ProductsSection>
      <PageLabel>{`Gallery page ${app.gallery.path} · tab title: ${tab(app.gallery.title)}`}</PageLabel>
      <GalleryPage {...gallery} />
      <PageLabel>{`App page ${app.detail.path} · tab title: ${tab(app.detail.title)}`}</PageLabel>
      <AppDetailPage {...detail} contact={contactProps(site)} />
    </>
  );
}

/** lullaby-app.yaml: the app's group on the home page, its gallery page and its own page. */
export const LullabyAppPreview = inPreviewFrame(AppPages);
