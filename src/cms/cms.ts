/**
 * The entry of the content editor at /admin/ (gatsby-plugin-decap-cms builds it on its own; no
 * public page loads it). The configuration comes from the content model, not a config.yml.
 */
import DecapCms from "decap-cms-app";
import { contentFiles } from "../content/content-files";
import { CMS_BACKEND } from "./backend";
import { cmsConfig, type CmsConfig } from "./config";

/** decap-cms-app's types point at a package it does not install; this is the part used here. */
interface Cms {
  init(options: { readonly config: CmsConfig }): void;
}

(DecapCms as unknown as Cms).init({ config: cmsConfig(contentFiles, CMS_BACKEND) });
