import type { ComponentType } from "react";
import { editorName } from "../config";
import { AppPreview, WebPlatformPreview } from "./ProductPreviews";
import type { PreviewTemplateProps } from "../decap";
import { ScreenshotsPreview } from "./ScreenshotsPreview";
import { SitePreview } from "./SitePreview";

/** The part of Decap's `CMS` object that registers previews. */
export interface PreviewRegistry {
  registerPreviewTemplate(name: string, component: ComponentType<PreviewTemplateProps>): void;
}

/**
 * Each content file's preview, drawn with the site's own components, carrying the file it shows
 * (`spec`).
 */
export const PREVIEWS = [AppPreview, WebPlatformPreview, SitePreview, ScreenshotsPreview] as const;

/**
 * Registers every preview under the name Decap looks it up by: a folder collection's name, a file
 * collection's file's name.
 */
export function registerPreviews(decap: PreviewRegistry): void {
  for (const preview of PREVIEWS) decap.registerPreviewTemplate(editorName(preview.spec), preview);
}
