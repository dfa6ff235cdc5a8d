import { DirectoryGroup, ProductsSection } from "../../components/home/ProductsSection";
import { directoryFile, siteFile } from "../../content/content-files";
import type { PreviewTemplateProps } from "./decap-preview";
import { NotReady } from "./NotReady";
import { PageLabel } from "./PageLabel";
import { inPreviewFrame } from "./PreviewFrame";
import { usePreviewContent } from "./use-preview-content";

/** The Products section's heading and intro come from site.yaml. */
const SAVED = [siteFile] as const;

function DirectoryGroupOnHomePage(props: PreviewTemplateProps) {
  const content = usePreviewContent(props, directoryFile, SAVED);
  if (content.state !== "ready") return <NotReady content={content} />;
  const { products } = siteFile.schema.parse(content.values.get(siteFile));
  const directory = directoryFile.schema.parse(content.values.get(directoryFile));
  return (
    <>
      <PageLabel>Home page › Products</PageLabel>
      <ProductsSection id="products" heading={products.heading} intro={products.intro}>
        <DirectoryGroup {...directory} />
      </ProductsSection>
    </>
  );
}

/** directory.yaml: its card under its heading in the home page's Products section. */
export const DirectoryPreview = inPreviewFrame(DirectoryGroupOnHomePage);
