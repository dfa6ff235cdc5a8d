/** The small HTML pages the local server answers form posts with, like Netlify's own. */

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #171a40;
    color: #fff; font: 1.0625rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
  main { max-width: 32rem; margin: 1.5rem; padding: 2.5rem 2rem; border-radius: 1.5rem; background: #fff;
    color: #1d2040; text-align: center; box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3); }
  h1 { margin: 0 0 0.75rem; font-size: 1.75rem; line-height: 1.2; }
  p { margin: 0 0 1.5rem; }
  a { display: inline-block; padding: 0.75rem 1.5rem; border-radius: 999px; background: #3b3f8f;
    color: #fff; font-weight: 700; text-decoration: none; }
  a:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The page a visitor sees after sending the form. */
export function thankYouPage(backTo: string): string {
  return page(
    "Thank you!",
    `<h1>Thank you!</h1>
<p>Your form submission has been received.</p>
<a href="${escapeHtml(backTo)}">← Back to our site</a>`,
  );
}

/** The page for a post the server has no form for. */
export function formNotFoundPage(): string {
  return page(
    "Form not found",
    `<h1>Form not found</h1>
<p>This page has no form that accepts submissions.</p>
<a href="/">← Back to our site</a>`,
  );
}
