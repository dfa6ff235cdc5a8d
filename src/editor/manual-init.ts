/**
 * Tells Decap CMS not to start itself when its code loads: the editor starts it in editor.ts, with the
 * configuration generated from the content model. Imported by editor.ts before decap-cms-app, so it
 * runs first (ES modules run in import order); the editor's page cannot set it in an inline
 * script, which its Content-Security-Policy does not allow.
 *
 * decap-cms-app 3.6 does not start itself, but Decap's other entries do unless this is set
 * (the `decap-cms` bundle, and decap-cms-app in later releases that `^3.6.4` lets npm install);
 * without it, a second start would look for a config.yml that does not exist.
 */
declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
  }
}

window.CMS_MANUAL_INIT = true;

export {};
