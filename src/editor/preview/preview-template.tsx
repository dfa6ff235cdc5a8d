import { useEffect, useMemo, useState, useSyncExternalStore, type ComponentType } from "react";
import type { z } from "zod";
import {
  appsCollection,
  screenshotsFile,
  siteFile,
  webPlatformsCollection,
  type Screenshots,
} from "../../content-model/content";
import type { Collection, ContentSpec, Document } from "../../content-model/declarations";
import { shownFile } from "../../content-model/words";
import type { PreviewTemplateProps } from "../decap";
import { readUpload, subscribeToUploads, unusableUploads } from "../pictures";
import { savedDocuments } from "../saved-content";
import { checkPreview, editedDocument, fileOf, type PreviewContent } from "./check-preview";
import { isGroup } from "../../content-model/fields";
import { fileIn, productsIn } from "../../content-model/translations";
import { PageLanguage } from "../../components/layout/page-language";
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfTag, type Language } from "../../lib/languages";
import { NotReady, PreviewFrame } from "./PreviewFrame";
import { queried, type Links, type QueriedPicture } from "./queried";

type Saved = PreviewContent | { readonly state: "loaded"; readonly documents: readonly Document[] };

/**
 * The saved files, read from the backend once, when the preview opens (React ignores the answer
 * if the preview has closed meanwhile).
 */
function useSavedDocuments(): Saved {
  const [saved, setSaved] = useState<Saved>({ state: "loading" });
  useEffect(() => {
    savedDocuments().then(
      (documents) => setSaved({ state: "loaded", documents }),
      (error: unknown) =>
        setSaved({
          state: "failed",
          message: `Could not load the saved content: ${error instanceof Error ? error.message : String(error)}`,
        }),
    );
  }, []);
  return saved;
}

/**
 * A picture in the preview: its address in the editor (a saved picture loads from the backend, an
 * upload from memory), asked for only when a component shows it, since Decap looks a picture up in
 * the folder of the entry being edited (config.ts, MEDIA_FOLDERS). Its size is the browser's to
 * read once it loads: until then it is square.
 */
function pictureOf(getAsset: PreviewTemplateProps["getAsset"], uploads: Map<string, Blob>) {
  return (path: string): QueriedPicture => {
    const src = () => {
      const asset = getAsset(path);
      // While a saved picture loads, Decap hands over a stand-in under a path of its own.
      if (asset.fileObj && (asset.path === path || asset.path.endsWith(`/${path}`)))
        uploads.set(path, asset.fileObj);
      return asset.toString();
    };
    return {
      get publicURL() {
        return src();
      },
      get childImageSharp() {
        const images = { fallback: { src: src() } };
        return { gatsbyImageData: { layout: "constrained", width: 1, height: 1, images } as const };
      },
    };
  };
}

/** What a preview draws its pages from: every file's values as the pages query them. */
export interface PreviewData {
  readonly documents: readonly Document[];
  /** The language the pages are drawn in. */
  readonly language: Language;
  /** The file being edited, e.g. apps/starlight-stories.yaml. */
  readonly edited: string;
  readonly screenshots: Screenshots;
  readonly links: Links;
}

/** Every product of `collection` among `documents`, as the pages query it, with its slug and file. */
export function productsOf<S extends z.ZodType>(data: PreviewData, collection: Collection<S>) {
  return productsIn(data.documents, collection, data.language).map(({ slug, file, content }) => ({
    ...queried(collection.schema, content, data.links),
    slug,
    file,
  }));
}

/** site.yaml and every product, as the pages query them. */
export const siteOf = (data: PreviewData) => ({
  site: queried(siteFile.schema, fileIn(data.documents, siteFile, data.language), data.links),
  apps: productsOf(data, appsCollection),
  webPlatforms: productsOf(data, webPlatformsCollection),
});

/** What a preview in another language says of a product whose English is not saved yet. */
const NOT_SAVED_IN_ENGLISH: PreviewContent = {
  state: "failed",
  message: `The preview in this language shows the product once its ${LANGUAGES[DEFAULT_LANGUAGE].name} is saved: publish it, or preview it in ${LANGUAGES[DEFAULT_LANGUAGE].name}.`,
};

/**
 * A content file's preview template: its pages, drawn in the site's frame from the entry's values.
 * It carries the file's declaration (`spec`), by which registerPreviews names it.
 */
export function previewTemplate(spec: ContentSpec, Pages: ComponentType<{ data: PreviewData }>) {
  /** The pages a content file's preview shows, drawn from its unsaved values among the saved files. */
  function CheckedPages({ entry, getAsset, locale }: PreviewTemplateProps) {
    const saved = useSavedDocuments();
    const language = languageOfTag(locale ?? DEFAULT_LANGUAGE);
    // Decap gives the entry's values a new identity whenever one of them changes, and only then.
    const values = entry.get("data");
    const slug = entry.get("slug");
    // Checked again when an upload read is found to be no picture the build can use.
    const unusable = useSyncExternalStore(subscribeToUploads, unusableUploads);
    const translations = entry.get("i18n");
    const [content, edited] = useMemo(() => {
      if (saved.state !== "loaded") return [saved, ""] as const;
      // The file shown: the entry's own in English. In another language the entry's values are that
      // language's only (Decap's preview), shown beside the saved file's English (none for a
      // product not saved yet).
      const savedFile = saved.documents.find(
        (document) => document.file === editedDocument(spec, slug, {}).file,
      );
      const file =
        language === DEFAULT_LANGUAGE
          ? fileOf(values, translations)
          : savedFile && { ...(isGroup(savedFile.value) ? savedFile.value : {}), [language]: values.toJS() };
      if (file === undefined) return [NOT_SAVED_IN_ENGLISH, ""] as const;
      const document = editedDocument(spec, slug, file);
      return [checkPreview(document, saved.documents, unusable), document.file] as const;
    }, [saved, slug, values, translations, language, unusable]);
    // The uploads among this render's pictures, read as the build will read them once on screen.
    const uploads = new Map<string, Blob>();
    useEffect(() => {
      for (const [path, file] of uploads) void readUpload(path, file);
    });
    if (content.state !== "ready") return <NotReady content={content} />;
    const { documents } = content;
    const screenshots = fileIn(documents, screenshotsFile, language);
    const picture = pictureOf(getAsset, uploads);
    const links: Links = {
      picture,
      screenshot: (slug) => {
        const shot = screenshots.screenshots.find((candidate) => candidate.slug === slug);
        if (!shot) throw new Error(`"${slug}" is not a slug in ${shownFile(screenshotsFile.file)}.`);
        return { slug, alt: shot.alt, image: picture(shot.image) };
      },
    };
    return (
      <PageLanguage.Provider value={language}>
        <Pages data={{ documents, language, edited, screenshots, links }} />
      </PageLanguage.Provider>
    );
  }

  const Template = (props: PreviewTemplateProps) => (
    <PreviewFrame document={props.document} values={props.entry.get("data")}>
      <CheckedPages {...props} />
    </PreviewFrame>
  );
  return Object.assign(Template, { displayName: `Preview(${Pages.name})`, spec });
}
