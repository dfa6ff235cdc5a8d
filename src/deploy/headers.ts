/**
 * The response headers the site ships with, written to `public/_headers` for Netlify after each
 * build (and applied by the local server from the same file, so what is tested is what ships).
 */
import { createHash } from "node:crypto";

export interface HeaderRule {
  /** A Netlify path pattern: an exact path, or a prefix ending in `/*`. */
  readonly path: string;
  readonly headers: ReadonlyArray<readonly [name: string, value: string]>;
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

export const SECURITY_HEADERS: HeaderRule["headers"] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  // Not plain same-origin: the content editor at /admin/ signs in through a GitHub pop-up that
  // must be able to answer it. The public pages open no pop-ups; their links open with noopener.
  ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
  [
    "Permissions-Policy",
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), " +
      "magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
  ],
];

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The sha256 sources of every inline script a page runs (data blocks such as JSON-LD excluded). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes].sort();
}

/** Where the content editor at /admin/ connects and loads pictures from, besides the site. */
export interface EditorSources {
  readonly img: readonly string[];
  readonly connect: readonly string[];
}

/** The directives every response carries (the `/*` rule): no plugins, no framing, no foreign forms. */
export const BASE_POLICY = [
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * A policy that lets a built page run and nothing else: scripts from the site itself and the
 * inline scripts Gatsby writes (by hash), no eval. Styles allow inline: styled-components'
 * server-rendered <style> and gatsby-plugin-image's style attributes; styles cannot run code.
 * `frame-ancestors` comes from BASE_POLICY (browsers ignore it in a <meta> policy).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    ...BASE_POLICY.filter((directive) => !directive.startsWith("frame-ancestors")),
  ].join("; ");
}

/**
 * The content editor's policy. Decap CMS compiles its configuration schema with ajv, which
 * evaluates generated code, so /admin/ (and only /admin/) needs 'unsafe-eval'
 * (decaporg/decap-cms#2138). No public page is served with it.
 */
export function editorPolicy(editor: EditorSources): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...editor.img].join(" "),
    ["connect-src 'self'", ...editor.connect].join(" "),
  ].join("; ");
}

export function withoutMetaPolicy(html: string): string {
  return html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/gi, "");
}

/** Puts a page's policy into its HTML, for responses no path rule reaches (the 404 page). */
export function withMetaPolicy(html: string, policy: string): string {
  // A rebuild may keep the page from the last build, policy included: replace it, never add one.
  const page = withoutMetaPolicy(html);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i;
  return charset.test(page)
    ? page.replace(charset, (tag) => tag + meta)
    : page.replace("<head>", `<head>${meta}`);
}

export interface BuiltPage {
  /** The address visitors use, e.g. `/baby-lullabies`. */
  readonly path: string;
  readonly html: string;
}

/**
 * Every rule, in order. Netlify applies every rule that matches a path and joins values of the
 * same header with a comma; browsers then enforce each policy. So the site-wide rule carries
 * only BASE_POLICY, each page's rule its own strict policy, and /admin/* the editor's policy.
 * Unknown addresses get Netlify's 404 page, which no path rule reaches: on-post-build writes its
 * policy into the page itself (withMetaPolicy).
 */
export function headerRules(
  pages: readonly BuiltPage[],
  rootAssets: readonly string[],
  editor: EditorSources,
): HeaderRule[] {
  return [
    {
      path: "/*",
      headers: [...SECURITY_HEADERS, ["Content-Security-Policy", BASE_POLICY.join("; ")]],
    },
    ...pages.map((page) => ({
      path: page.path,
      headers: [
        ["Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(page.html))],
        ["Cache-Control", REVALIDATE],
      ] as const,
    })),
    { path: "/page-data/*", headers: [["Cache-Control", REVALIDATE]] },
    // The content editor: its files keep their names from release to release, and it is no page
    // for search engines.
    {
      path: "/admin/*",
      headers: [
        ["Content-Security-Policy", editorPolicy(editor)],
        ["Cache-Control", REVALIDATE],
        ["X-Robots-Tag", "noindex"],
      ],
    },
    { path: "/static/*", headers: [["Cache-Control", IMMUTABLE]] },
    ...rootAssets.map((asset) => ({ path: `/${asset}`, headers: [["Cache-Control", IMMUTABLE]] as const })),
  ];
}

export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(
    (rule) => `${rule.path}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}`).join("\n")}`,
  );
  return `# Written by the build (src/deploy/headers.ts); do not edit.\n${blocks.join("\n")}\n`;
}

/** Reads a `_headers` file back into rules. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{ path: string; headers: Array<[string, string]> }> = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const current = rules.at(-1);
    const separator = line.indexOf(":");
    if (current && separator > 0) {
      current.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith("/*"))
    return pathname.startsWith(pattern.slice(0, -1)) || pathname === pattern.slice(0, -2);
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/$/, "") : p);
  return trim(pattern) === trim(pathname);
}

/** The headers for a request path, as Netlify combines them: same names joined with ", ". */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.path, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const existing = Object.keys(result).find((key) => key.toLowerCase() === name.toLowerCase());
      if (existing) result[existing] = `${result[existing]}, ${value}`;
      else result[name] = value;
    }
  }
  return result;
}
