/**
 * Where the editor saves in production: commits to the site's GitHub repository, signed in through
 * the OAuth provider Netlify offers for GitHub (CONTENT.md, "Editing online"). Every save is a
 * commit, and Netlify rebuilds the site from it. Set `repo` to the repository's owner/name.
 */
export const EDITOR_BACKEND = {
  name: "github",
  repo: "camelback-digital/website",
  branch: "main",
} as const;

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
