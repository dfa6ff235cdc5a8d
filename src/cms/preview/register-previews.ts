import type { ComponentType } from "react";
import type { ContentFile } from "../../content/content-file";
import { directoryFile, lullabyAppFile, screenshotsFile, siteFile } from "../../content/content-files";
import { cmsFileName } from "../config";
import type { PreviewTemplateProps } from "./decap-preview";
import { DirectoryPreview } from "./DirectoryPreview";
import { LullabyAppPreview } from "./LullabyAppPreview";
import { ScreenshotsPreview } from "./ScreenshotsPreview";
import { SitePreview } from "./SitePreview";

/** The part of Decap's `CMS` object that registers previews. */
export interface PreviewRegistry {
  registerPreviewTemplate(name: string, component: ComponentType<PreviewTemplateProps>): void;
}

/** Each content file's preview, drawn with the site's own components. */
export const PREVIEWS: ReadonlyArray<readonly [ContentFile, ComponentType<PreviewTemplateProps>]> = [
  [siteFile, SitePreview],
  [directoryFile, DirectoryPreview],
  [lullabyAppFile, LullabyAppPreview],
  [screenshotsFile, ScreenshotsPreview],
];

/** Registers every preview under its file's name, as Decap looks a file collection's template up. */
export function registerPreviews(cms: PreviewRegistry): void {
  for (const [spec, component] of PREVIEWS) cms.registerPreviewTemplate(cmsFileName(spec), component);
}
