/**
 * A small built site in the layout a build with gatsby-adapter-netlify leaves in public/, for the
 * server's tests: no Gatsby build needed.
 */
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** The adapter's block, then the rules the build appends (as public/_headers holds them). */
const FIXTURE_HEADERS = `# gatsby-adapter-netlify start
/*
  cache-control: public, max-age=0, must-revalidate
  referrer-policy: same-origin
  x-frame-options: DENY
/static/*
  cache-control: public, max-age=31536000, immutable
/app-123.js
  cache-control: public, max-age=31536000, immutable
# gatsby-adapter-netlify end
/*
  Referrer-Policy: strict-origin-when-cross-origin
  X-Content-Type-Options: nosniff
  Content-Security-Policy: frame-ancestors 'none'
/baby-lullabies
  Content-Security-Policy: script-src 'self' 'sha256-gallery'
/admin/*
  X-Robots-Tag: noindex
`;

const FIXTURE_FILES: Readonly<Record<string, string>> = {
  "index.html": "<!doctype html><h1>Home</h1>",
  "baby-lullabies.html": "<!doctype html><h1>Gallery</h1>",
  "baby-lullabies-app.html": "<!doctype html><h1>App</h1>",
  "404.html": "<!doctype html><h1>Oops! Page not found</h1>",
  "admin/index.html": '<!doctype html><script src="assets/editor-ABC123.js"></script>',
  "admin/assets/editor-ABC123.js": "window.CMS = true;",
  "static/abc/logo.png": "PNG",
  "app-123.js": "console.log('app');".repeat(100),
  "page-data/index/page-data.json": '{"path":"/"}',
  _headers: FIXTURE_HEADERS,
  "es.html": "<!doctype html><h1>Inicio</h1>",
  "es/404.html": "<!doctype html><h1>¡Uy! Página no encontrada</h1>",
  // A folder's 404 page, as the build writes it for each language but English.
  _redirects: "# gatsby-adapter-netlify start\n/es/*  /es/404.html  404\n# gatsby-adapter-netlify end\n",
  ".env": "SECRET=1",
};

export interface FixtureSite {
  readonly root: string;
  readonly publicDir: string;
  readonly dataDir: string;
  readonly dataFile: string;
}

/** Writes the fixture site into a new temporary folder (data/ is not created). */
export async function makeFixtureSite(
  files: Readonly<Record<string, string>> = FIXTURE_FILES,
): Promise<FixtureSite> {
  const root = await mkdtemp(path.join(os.tmpdir(), "site-server-"));
  const publicDir = path.join(root, "public");
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(publicDir, name)), { recursive: true });
    await writeFile(path.join(publicDir, name), content);
  }
  const dataDir = path.join(root, "data");
  return { root, publicDir, dataDir, dataFile: path.join(dataDir, "submissions.jsonl") };
}

/** The data file's lines, each parsed, or the line itself where it does not parse. */
export async function readLines(
  dataFile: string,
): Promise<Array<{ parsed: unknown } | { unparsed: string }>> {
  const text = await readFile(dataFile, "utf8").catch(() => "");
  return text
    .split("\n")
    .slice(0, -1)
    .map((line) => {
      try {
        return { parsed: JSON.parse(line) as unknown };
      } catch {
        return { unparsed: line };
      }
    });
}

/** Whether the file is empty or ends in a newline with every line JSON. */
export async function isValidJsonLines(dataFile: string): Promise<boolean> {
  const text = await readFile(dataFile, "utf8").catch(() => "");
  return (
    (text === "" || text.endsWith("\n")) && (await readLines(dataFile)).every((line) => "parsed" in line)
  );
}

/** A contact form post as the browser sends it. */
export const contactFields = (message = "Hello, I have a question."): Record<string, string> => ({
  "form-name": "Contact",
  language: "es",
  "bot-field": "",
  name: "Ada",
  email: "ada@example.com",
  phone: "",
  message,
});

export const postForm = (url: string, fields: Record<string, string> | URLSearchParams): Promise<Response> =>
  fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
