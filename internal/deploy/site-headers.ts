/**
 * Which response headers the site sends, decided once.
 *
 * Two sources write `_headers`, and no header comes from both:
 * - Gatsby's defaults, written by gatsby-adapter-netlify: `cache-control` (every address
 *   revalidates, `public, max-age=0, must-revalidate`, except files whose names carry a content
 *   hash — /static/* and the webpack bundles — which are `immutable` for a year), and
 *   `x-frame-options: DENY`, `x-content-type-options: nosniff`, `referrer-policy: same-origin`.
 *   Gatsby's default `x-xss-protection` is taken out of what the adapter is given
 *   (site-adapter.ts): the site sets it below. Referrer-Policy stays Gatsby's
 *   `same-origin`: the site's links to other sites (the directory, the App Store) open in a new
 *   tab with `rel="noreferrer"` anyway, and no one relies on referrals from it, so other sites
 *   are told nothing.
 * - This module, after the adapter: the headers below and each page's Content-Security-Policy.
 *   They are not in gatsby-config's `headers` because the adapter writes those only as exact
 *   rules for the files Gatsby knows, never for the catch-all that unknown addresses (the 404
 *   page) get, nor for `/admin/` (served from admin/index.html), and every response needs them.
 */

/** On every response. */
export const SECURITY_HEADERS = [
  // Two years, subdomains too, and eligible for browsers' preload lists: the site is HTTPS only.
  ["strict-transport-security", "max-age=63072000; includeSubDomains; preload"],
  // The public pages open no windows they need to talk to; their new-tab links are noopener.
  ["cross-origin-opener-policy", "same-origin"],
  [
    "permissions-policy",
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), " +
      "magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
  ],
  // Gatsby's default `1; mode=block` switches on an old browser filter that itself let pages leak
  // what they contain; MDN and OWASP advise `0`, and the Content-Security-Policy does the job.
  ["x-xss-protection", "0"],
  // No other site's page may load the site's files (images, scripts) into its own, but for the
  // share pictures (SHARED_FILE_HEADERS). The editor loads only its own files and GitHub's, whose
  // servers decide for theirs.
  ["cross-origin-resource-policy", "same-origin"],
] as const;

/** On the pictures the pages offer to other sites when shared (shared-pictures.ts). */
export const SHARED_FILE_HEADERS = [["cross-origin-resource-policy", "cross-origin"]] as const;

/**
 * On apple-app-site-association and assetlinks.json: Apple's and Google's checks read them only as
 * JSON, exactly `application/json` (the first's name has no extension to tell the host so).
 */
export const ASSOCIATION_HEADERS = [["content-type", "application/json"]] as const;

/** Under EDITOR_PATH (src/lib/addresses.ts): the content editor. */
export const EDITOR_HEADERS = [
  // It signs in through a GitHub pop-up that must be able to answer it.
  ["cross-origin-opener-policy", "same-origin-allow-popups"],
  // No page for search engines.
  ["x-robots-tag", "noindex"],
] as const;
