import styled from "styled-components";
import { ContactSection } from "../../components/contact/ContactSection";
import { AboutSection } from "../../components/home/AboutSection";
import { GroupTile } from "../../components/home/GroupTile";
import { Hero } from "../../components/home/Hero";
import { ProductsSection } from "../../components/home/ProductsSection";
import { Layout } from "../../components/layout/Layout";
import { NotFound } from "../../components/not-found/NotFound";
import { collections, siteFile } from "../../content-model/content-files";
import { PRODUCT_KINDS } from "../../content-model/product-kinds";
import { homePageProps } from "../../page-props/home";
import { notFoundPageProps } from "../../page-props/site";
import type { PreviewTemplateProps } from "./decap-preview";
import { HERO_LOGO } from "./image-data";
import { NotReady } from "./NotReady";
import { PageLabel } from "./PageLabel";
import { inPreviewFrame } from "./PreviewFrame";
import { sitePreviewProps } from "./site-preview-props";
import { usePreviewContent } from "./use-preview-content";
import { usePreviewImages } from "./use-preview-images";

const NEEDS_NO_OTHER_FILE = [] as const;

const GroupHeading = styled.h3`
  margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/** Where the editor edits the products a group shows: "Apps". */
const collectionLabel = (kind: string): string =>
  collections.find((collection) => collection.folder === kind)?.label ?? kind;

function SitePages(props: PreviewTemplateProps) {
  const content = usePreviewContent(props, siteFile, NEEDS_NO_OTHER_FILE);
  const imageOf = usePreviewImages(props.getAsset);
  if (content.state !== "ready") return <NotReady content={content} />;
  const site = siteFile.schema.parse(content.edited.value);
  const wide = sitePreviewProps(site, imageOf);
  const home = homePageProps(
    { site, apps: [], webPlatforms: [] },
    () => {
      throw new Error("The site's preview shows no screenshot.");
    },
    imageOf(site.logo, HERO_LOGO),
    wide.contact,
  );
  return (
    <>
      <Layout header={wide.header} footer={wide.footer}>
        <PageLabel>Home page, with the header and footer of every page</PageLabel>
        <Hero {...home.hero} />
        <AboutSection id="about" heading={home.about.heading} paragraphs={home.about.paragraphs} />
        <ProductsSection id="products" heading={home.products.heading} intro={home.products.intro}>
          {site.products.groups.map((group) => (
            <div key={group.kind}>
              <GroupHeading>{group.heading}</GroupHeading>
              <PageLabel>{`The cards of the ${collectionLabel(group.kind).toLowerCase()}, edited under ${collectionLabel(group.kind)}`}</PageLabel>
              {group.tile ? (
                <GroupTile
                  id={`${group.kind}-tile`}
                  heading={group.tile.heading}
                  text={group.tile.text}
                  appStoreMark={group.kind === PRODUCT_KINDS.apps}
                />
              ) : null}
            </div>
          ))}
        </ProductsSection>
        <ContactSection id="contact" {...home.contact} />
      </Layout>
      <PageLabel>The page for an address the site does not have (404)</PageLabel>
      <NotFound {...notFoundPageProps(site.notFound)} />
    </>
  );
}

/** site.yaml: the header, the home page's own sections, the footer and the 404 page. */
export const SitePreview = inPreviewFrame(SitePages);
