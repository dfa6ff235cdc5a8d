/**
 * The entry of the content editor at /admin/. internal/editor/ bundles it with esbuild, together
 * with Decap's prebuilt decap-cms-app and the site's own React; no public page loads it. The
 * configuration comes from the content model, not a config.yml.
 */
// First: Decap must not start itself before `init` below gives it the configuration, and zod
// must not try to compile code, which the editor's Content-Security-Policy refuses.
import "./manual-init";
import "./without-eval";
import DecapCms from "decap-cms-app";
import { contentSpecs } from "../content-model/content-files";
import { EDITOR_BACKEND } from "./backend";
import { beforeSave, type SavedEntry, type EntryData } from "./before-save";
import { speakAsTheBuild, type LocaleRegistry } from "./editor-words";
import { editorConfig, type EditorConfig } from "./config";
import { registerPreviews, type PreviewRegistry } from "./preview/register-previews";

/** decap-cms-app's types point at a package it does not install; this is the part used here. */
interface Decap extends PreviewRegistry, LocaleRegistry {
  init(options: { readonly config: EditorConfig }): void;
  registerEventListener(listener: {
    readonly name: "preSave";
    readonly handler: (event: { readonly entry: SavedEntry }) => Promise<EntryData>;
  }): void;
}

const decap = DecapCms as unknown as Decap;
// Each file's preview renders the site's own components from the values being edited.
registerPreviews(decap);
// Its own checks of a field say what is wrong as the build says it.
speakAsTheBuild(decap);
// Before saving: what was left empty is left out, and what the build would refuse is refused.
decap.registerEventListener({ name: "preSave", handler: beforeSave });
decap.init({ config: editorConfig(contentSpecs, EDITOR_BACKEND) });
