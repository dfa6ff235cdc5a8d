import { useEffect, useMemo, useState } from "react";
import type { ContentFile } from "../../content/content-file";
import { cmsFileName, COLLECTION } from "../config";
import { plainValues, type PreviewTemplateProps } from "./decap-preview";
import { checkPreview, type PreviewContent } from "./preview-content";

type SavedValues =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly message: string }
  | { readonly state: "loaded"; readonly values: ReadonlyMap<ContentFile, unknown> };

/**
 * The saved values of other files a preview needs (the app's preview shows the screenshots it
 * names), loaded once when the preview opens, through Decap's `getCollection`.
 */
function useSavedValues(
  getCollection: PreviewTemplateProps["getCollection"],
  specs: readonly ContentFile[],
): SavedValues {
  const [saved, setSaved] = useState<SavedValues>(
    specs.length === 0 ? { state: "loaded", values: new Map() } : { state: "loading" },
  );
  useEffect(() => {
    if (specs.length === 0) return undefined;
    let current = true;
    Promise.all(
      specs.map((spec) =>
        getCollection(COLLECTION, cmsFileName(spec)).then((entry) => plainValues(entry.get("data"))),
      ),
    ).then(
      (values) => {
        if (current)
          setSaved({ state: "loaded", values: new Map(specs.map((spec, i) => [spec, values[i]])) });
      },
      (error: unknown) => {
        const files = specs.map((spec) => `content/${spec.file}`).join(", ");
        const reason = error instanceof Error ? error.message : String(error);
        if (current) setSaved({ state: "failed", message: `Could not load ${files}: ${reason}` });
      },
    );
    return () => {
      current = false;
    };
  }, [getCollection, specs]);
  return saved;
}

/**
 * The content a preview shows: the edited file's unsaved values and the saved values of the
 * files in `saved`, checked together as the build checks them.
 */
export function usePreviewContent(
  props: PreviewTemplateProps,
  edited: ContentFile,
  saved: readonly ContentFile[],
): PreviewContent {
  const savedValues = useSavedValues(props.getCollection, saved);
  // Decap gives the entry's values a new identity whenever one of them changes, and only then.
  const data = props.entry.get("data");
  return useMemo(() => {
    if (savedValues.state !== "loaded") return savedValues;
    const values = new Map(savedValues.values);
    values.set(edited, plainValues(data));
    return checkPreview(values);
  }, [data, savedValues, edited]);
}
