/**
 * The entry of the content editor at /admin/. internal/admin/ bundles it with esbuild, together
 * with Decap's prebuilt decap-cms-app and the site's own React; no public page loads it. The
 * configuration comes from the content model, not a config.yml.
 */
// First: Decap must not start itself before `init` below gives it the configuration.
import "./manual-init";
import DecapCms from "decap-cms-app";
import { contentFiles } from "../content/content-files";
import { CMS_BACKEND } from "./backend";
import { cmsConfig, type CmsConfig } from "./config";
import { registerPreviews, type PreviewRegistry } from "./preview/register-previews";

/** decap-cms-app's types point at a package it does not install; this is the part used here. */
interface Cms extends PreviewRegistry {
  init(options: { readonly config: CmsConfig }): void;
}

const cms = DecapCms as unknown as Cms;
// Each file's preview renders the site's own components from the values being edited.
registerPreviews(cms);
cms.init({ config: cmsConfig(contentFiles, CMS_BACKEND) });
