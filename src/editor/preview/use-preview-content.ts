import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { ContentSpec } from "../../content-model/content-file";
import type { Document } from "../../content-model/document";
import { editedDocument, savedDocuments } from "../saved-documents";
import { rememberSavedContent } from "../saved-content-source";
import { subscribeToUploads, unusableUploads } from "../uploaded-pictures";
import { plainValues, type PreviewTemplateProps } from "./decap-preview";
import { checkPreview, type PreviewContent } from "./preview-content";

type Saved =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly message: string }
  | { readonly state: "loaded"; readonly documents: readonly Document[] };

/** The entry's slug, once it has been saved: its file's name. */
const slugOf = (props: PreviewTemplateProps): string | undefined => {
  const slug = props.entry.get("slug");
  return typeof slug === "string" && slug !== "" ? slug : undefined;
};

/**
 * The saved documents a preview needs besides the one being edited (the app's preview shows the
 * screenshots it names and checks its addresses against every other product's), loaded when the
 * preview opens, through Decap's `getCollection`.
 */
function useSavedDocuments(
  props: PreviewTemplateProps,
  edited: ContentSpec,
  needs: readonly ContentSpec[],
): Saved {
  const { getCollection } = props;
  const slug = slugOf(props);
  const [saved, setSaved] = useState<Saved>(
    needs.length === 0 ? { state: "loaded", documents: [] } : { state: "loading" },
  );
  useEffect(() => {
    rememberSavedContent(getCollection);
    if (needs.length === 0) return undefined;
    let current = true;
    savedDocuments(getCollection, needs, { spec: edited, slug }).then(
      (documents) => {
        if (current) setSaved({ state: "loaded", documents });
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        if (current) setSaved({ state: "failed", message: `Could not load the saved content: ${reason}` });
      },
    );
    return () => {
      current = false;
    };
  }, [getCollection, needs, edited, slug]);
  return saved;
}

/**
 * The content a preview shows: the edited entry's unsaved values among the saved documents of
 * `needs`, checked together as the build checks them.
 */
export function usePreviewContent(
  props: PreviewTemplateProps,
  edited: ContentSpec,
  needs: readonly ContentSpec[],
): PreviewContent {
  const saved = useSavedDocuments(props, edited, needs);
  const slug = slugOf(props);
  // Decap gives the entry's values a new identity whenever one of them changes, and only then.
  const data = props.entry.get("data");
  // Checked again when an upload read is found to be no picture the build can use.
  const unusable = useSyncExternalStore(subscribeToUploads, unusableUploads);
  return useMemo(() => {
    if (saved.state !== "loaded") return saved;
    const value = plainValues(data);
    const document = editedDocument({ spec: edited, ...(slug ? { slug } : {}) }, value);
    return checkPreview(document, saved.documents, unusable);
  }, [data, saved, edited, slug, unusable]);
}
