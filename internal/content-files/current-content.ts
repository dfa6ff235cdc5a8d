/**
 * The content as it is in content/ now, read and checked as the build reads it, for the code that
 * compares the built site with its content: the tests, the benchmark and the screenshot script.
 * Tests take editor-owned words and addresses from here instead of writing them out, so an
 * editor's change to the content (in the editor or by hand) does not fail them.
 */
import {
  appsCollection,
  screenshotsFile,
  siteFile,
  SPECIFICATION_APP,
  webPlatformsCollection,
  type AppContent,
  type SpecificationAppContent,
  type ScreenshotsContent,
  type SiteContent,
  type WebPlatformContent,
} from "../../src/content-model/content-files";
import { documentSchema, productSlug } from "../../src/content-model/document";
import { CONTENT_DIR } from "./content-dir";
import { loadDocuments, productsOf, type Product } from "./load-content";

export interface Content {
  readonly site: SiteContent;
  readonly screenshots: ScreenshotsContent;
  readonly apps: ReadonlyArray<Product<AppContent>>;
  readonly webPlatforms: ReadonlyArray<Product<WebPlatformContent>>;
  /** The specification's app (content/apps/baby-lullabies.yaml). */
  readonly app: SpecificationAppContent;
  /** The specification's web directory (content/web-platforms/botox-provider-directory.yaml). */
  readonly directory: WebPlatformContent;
}

/** The specification's web directory, by its file name. */
const SPECIFICATION_DIRECTORY = "botox-provider-directory";

/** Every content file in `contentDir`, checked as the build checks them. */
export function readCurrentContent(contentDir: string): Content {
  const documents = loadDocuments(contentDir);
  const single = <T>(spec: typeof siteFile | typeof screenshotsFile): T => {
    const found = documents.find((document) => document.spec === spec);
    if (!found) throw new Error(`content/${spec.file} was not read.`);
    return spec.schema.parse(found.value) as T;
  };
  const apps = productsOf(documents, appsCollection);
  const app = documents.find(
    (document) => document.spec === appsCollection && productSlug(document.file) === SPECIFICATION_APP,
  );
  if (!app) throw new Error(`content/apps/${SPECIFICATION_APP}.yaml, the specification's app, is missing.`);
  const webPlatforms = productsOf(documents, webPlatformsCollection);
  const directory = webPlatforms.find((product) => product.slug === SPECIFICATION_DIRECTORY)?.content;
  if (!directory) throw new Error(`content/web-platforms/${SPECIFICATION_DIRECTORY}.yaml is missing.`);
  return {
    site: single<SiteContent>(siteFile),
    screenshots: single<ScreenshotsContent>(screenshotsFile),
    apps,
    webPlatforms,
    directory,
    // Checked by its stricter schema already (documentSchema): every part of its pages is there.
    app: documentSchema(app).parse(app.value) as SpecificationAppContent,
  };
}

let read: Content | undefined;

/** Every content file of the site, read once per process. */
export function currentContent(): Content {
  read ??= readCurrentContent(CONTENT_DIR);
  return read;
}

/** The specification's pages by name. The app's two addresses are content (gallery.path, detail.path). */
export function sitePages(): { readonly home: string; readonly gallery: string; readonly app: string } {
  const { app } = currentContent();
  return { home: "/", gallery: app.gallery.path, app: app.detail.path };
}

/** The heading of the home page's group of a kind of product (`apps`), as site.yaml sets it. */
export function groupHeading(kind: string): string {
  const group = currentContent().site.products.groups.find((candidate) => candidate.kind === kind);
  if (!group) throw new Error(`content/site.yaml has no group of ${kind}.`);
  return group.heading;
}
