import { AppDetailPage } from "../../components/app/AppDetailPage";
import { AppPrivacyPage } from "../../components/app/AppPrivacyPage";
import { SupportPage } from "../../components/app/SupportPage";
import { GalleryPage } from "../../components/gallery/GalleryPage";
import { ProductsSection } from "../../components/home/ProductsSection";
import { pageTitle } from "../../components/seo/Seo";
import { appsCollection, webPlatformsCollection } from "../../content-model/content";
import { PageLabel } from "./PreviewFrame";
import { previewTemplate, siteOf, type PreviewData } from "./preview-template";

/** A product's card among the others on the home page: all a web platform's file shows. */
function ProductsOnHomePage({ data }: { readonly data: PreviewData }) {
  return (
    <>
      <PageLabel>Home page › Products</PageLabel>
      <ProductsSection {...siteOf(data)} />
    </>
  );
}

/** An app's file: its card among the others of its group, its gallery page, its own page, its privacy and support pages. */
function AppPages({ data }: { readonly data: PreviewData }) {
  const { site, apps } = siteOf(data);
  const app = apps.find((candidate) => candidate.file === data.edited);
  if (!app) throw new Error(`The preview did not find ${data.edited}.`);
  const tab = (title: string) => pageTitle(title, site.companyName);
  return (
    <>
      <ProductsOnHomePage data={data} />
      {app.gallery ? (
        <>
          <PageLabel>{`Gallery page ${app.gallery.path} · tab title: ${tab(app.gallery.title)}`}</PageLabel>
          <GalleryPage gallery={app.gallery} />
        </>
      ) : (
        <PageLabel>No gallery page: the app has no gallery</PageLabel>
      )}
      <PageLabel>{`App page ${app.detail.path} · tab title: ${tab(app.detail.title)}`}</PageLabel>
      <AppDetailPage app={app} site={site} />
      <PageLabel>{`Privacy page ${app.privacy.path} · tab title: ${tab(app.privacy.title)}`}</PageLabel>
      <AppPrivacyPage privacy={app.privacy} site={site} />
      <PageLabel>{`Support page ${app.support.path} · tab title: ${tab(app.support.title)}`}</PageLabel>
      <SupportPage app={app} site={site} />
    </>
  );
}

export const AppPreview = previewTemplate(appsCollection, AppPages);
export const WebPlatformPreview = previewTemplate(webPlatformsCollection, ProductsOnHomePage);
