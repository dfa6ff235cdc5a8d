import type { ComponentType } from "react";
import type { ContentSpec } from "../../content-model/declarations";
import { editorFileName } from "../config";
import { AppPreview } from "./AppPreview";
import type { PreviewTemplateProps } from "../decap";
import { ScreenshotsPreview } from "./ScreenshotsPreview";
import { SitePreview } from "./SitePreview";
import { WebPlatformPreview } from "./WebPlatformPreview";

/** The part of Decap's `CMS` object that registers previews. */
export interface PreviewRegistry {
  registerPreviewTemplate(name: string, component: ComponentType<PreviewTemplateProps>): void;
}

/** Each content file's preview, drawn with the site's own components, and the file it shows. */
export const PREVIEWS: ReadonlyArray<readonly [ContentSpec, ComponentType<PreviewTemplateProps>]> = [
  AppPreview,
  WebPlatformPreview,
  SitePreview,
  ScreenshotsPreview,
].map((preview) => [preview.spec, preview]);

/**
 * Registers every preview under the name Decap looks it up by: a folder collection's name, a file
 * collection's file's name.
 */
export function registerPreviews(decap: PreviewRegistry): void {
  for (const [spec, component] of PREVIEWS)
    decap.registerPreviewTemplate(spec.shape === "folder" ? spec.folder : editorFileName(spec), component);
}
