/**
 * The entry of the content editor at /admin/. internal/editor/ bundles it with esbuild, together
 * with Decap's prebuilt decap-cms-app and the site's own React; no public page loads it. The
 * configuration comes from the content model, not a config.yml.
 */
// First: zod must not try to compile code, which the editor's Content-Security-Policy refuses.
// (decap-cms-app does not start itself: `init` below gives it the configuration.)
import "./without-eval";
import DecapCms from "decap-cms-app";
import { EDITOR_BACKEND } from "./backend";
import { beforeSave } from "./before-save";
import { editorConfig, type EditorConfig } from "./config";
import type { Entry, EntryData } from "./decap";
import { speakAsTheBuild, type LocaleRegistry } from "./editor-words";
import { registerPreviews, type PreviewRegistry } from "./preview/register-previews";
import { keepBackend, type BackendRegistry } from "./saved-content";

/** decap-cms-app's types point at a package it does not install; this is the part used here. */
interface Decap extends PreviewRegistry, LocaleRegistry, BackendRegistry {
  init(options: { readonly config: EditorConfig }): void;
  registerEventListener(listener: {
    readonly name: "preSave";
    readonly handler: (event: { readonly entry: Entry }) => Promise<EntryData>;
  }): void;
}

const decap = DecapCms as unknown as Decap;
// Each file's preview renders the site's own components from the values being edited.
registerPreviews(decap);
// Its own checks of a field say what is wrong as the build says it.
speakAsTheBuild(decap);
// The saved files are read through the backend Decap builds: GitHub's, or its local one.
keepBackend(decap, [EDITOR_BACKEND.name, "proxy"]);
// Before saving: what was left empty is left out, and what the build would refuse is refused,
// saying where the problems are listed: in the preview, whose frame, `#preview-pane`, Decap puts
// on the page only while it shows it (it offers no public state of it).
decap.registerEventListener({
  name: "preSave",
  handler: ({ entry }) =>
    beforeSave(entry, document.getElementById("preview-pane") === null ? "hidden" : "shown"),
});
decap.init({ config: editorConfig(EDITOR_BACKEND, location.origin) });
