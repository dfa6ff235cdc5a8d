import type { EditorBackend } from "./config";

/**
 * Where the editor saves in production: commits to the site's GitHub repository, signed in through
 * the OAuth provider Netlify offers for GitHub (CONTENT.md, "Editing online"). Every save is a
 * commit, and Netlify rebuilds the site from it. Set `repo` to the repository's owner/name.
 */
export const EDITOR_BACKEND: EditorBackend = {
  name: "github",
  repo: "camelback-digital/website",
  branch: "main",
};

/**
 * Where the editor finds Decap's local backend (decap-server, which saves into content/) when it
 * runs on this computer: on its own page's origin, where the development server passes it on to
 * decap-server (gatsby-config.ts, `proxy`). Decap looks for it only on localhost, so the published
 * editor never asks, and its Content-Security-Policy allows no other origin for it.
 */
export const LOCAL_BACKEND_PATH = "/api/v1";

/**
 * What the editor's page may reach besides the site (its Content-Security-Policy, written by
 * internal/deploy/finish-output.ts): GitHub's API and avatars, GitHub's status page (Decap's GitHub backend
 * asks it whether GitHub is up, and logs a warning when it cannot), and pictures being uploaded
 * (blob:, which the preview shows and which Decap reads back with `fetch` to save them).
 */
export const EDITOR_SOURCES = {
  connect: ["https://api.github.com", "https://www.githubstatus.com", "blob:"],
  img: ["blob:", "https://avatars.githubusercontent.com"],
} as const;
