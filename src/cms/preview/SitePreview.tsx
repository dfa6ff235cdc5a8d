import { ContactSection } from "../../components/contact/ContactSection";
import { AboutSection } from "../../components/home/AboutSection";
import { Hero } from "../../components/home/Hero";
import { ProductsSection } from "../../components/home/ProductsSection";
import { Layout } from "../../components/layout/Layout";
import { NotFound } from "../../components/not-found/NotFound";
import { siteFile } from "../../content/content-files";
import type { PreviewTemplateProps } from "./decap-preview";
import { NotReady } from "./NotReady";
import { PageLabel } from "./PageLabel";
import { inPreviewFrame } from "./PreviewFrame";
import { siteProps } from "./props/site-props";
import { usePreviewContent } from "./use-preview-content";
import { usePreviewImages } from "./use-preview-images";

const NEEDS_NO_OTHER_FILE = [] as const;

function SitePages(props: PreviewTemplateProps) {
  const content = usePreviewContent(props, siteFile, NEEDS_NO_OTHER_FILE);
  const imageOf = usePreviewImages(props.getAsset);
  if (content.state !== "ready") return <NotReady content={content} />;
  const site = siteProps(
    siteFile.schema.parse(content.values.get(siteFile)),
    imageOf,
    new Date().getFullYear(),
  );
  return (
    <>
      <Layout header={site.header} footer={site.footer}>
        <PageLabel>Home page, with the header and footer of every page</PageLabel>
        <Hero {...site.hero} />
        <AboutSection id="about" heading={site.about.heading} paragraphs={site.about.paragraphs} />
        <ProductsSection id="products" heading={site.products.heading} intro={site.products.intro}>
          <PageLabel>The products are edited in the Directory and Lullaby app files</PageLabel>
        </ProductsSection>
        <ContactSection id="contact" {...site.contact} />
      </Layout>
      <PageLabel>The page for an address the site does not have (404)</PageLabel>
      <NotFound {...site.notFound} />
    </>
  );
}

/** site.yaml: the header, the home page's own sections, the footer and the 404 page. */
export const SitePreview = inPreviewFrame(SitePages);
