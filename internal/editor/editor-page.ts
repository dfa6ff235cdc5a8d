/** The addresses of what the editor's page loads. */
export interface EditorAssets {
  readonly script: string;
  readonly stylesheet?: string;
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The page at /admin/. It holds no inline script: the editor's Content-Security-Policy allows
 * scripts from the site only. Decap CMS draws itself into the body once the bundle has run
 * (`defer`: after the page is parsed). `none` keeps search engines from indexing it or
 * following its links.
 */
export function editorPage({ script, stylesheet }: EditorAssets): string {
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "  <head>",
    '    <meta charset="utf-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    '    <meta name="robots" content="none">',
    "    <title>Content editor</title>",
    // The site's icon (gatsby-plugin-manifest makes it in build and develop alike), so the
    // browser does not ask for /favicon.ico, which only `gatsby build` writes.
    '    <link rel="icon" href="/favicon-32x32.png" type="image/png">',
    ...(stylesheet ? [`    <link rel="stylesheet" href="${escapeAttribute(stylesheet)}">`] : []),
    `    <script defer src="${escapeAttribute(script)}"></script>`,
    "  </head>",
    "  <body></body>",
    "</html>",
    "",
  ].join("\n");
}
