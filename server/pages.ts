/**
 * The small pages the local server answers with when it is not serving a built file: the
 * thank-you page after a form post, like Netlify's own, and one page per refusal, each saying in
 * plain words what happened, whether the message was sent (it never claims it was when it was
 * not), and offering a way back. All share the site's look, in its light and dark schemes.
 */
import { FIELD_MAX_LENGTH } from "../src/lib/contact-form/field-lengths";
import { withThousandsSeparators } from "../src/lib/contact-form/messages";
import { COLOR_SCHEME_RULES, theme } from "../src/styles/theme";

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const { colors, fonts, fontSizes, fontWeights, lineHeights, radii, shadows, space } = theme;

export type Page = { readonly status: number; readonly html: string };

const BACK_TO_FORM = "← Back to the form";
const BACK_TO_SITE = "← Back to our site";
const KEEP_TEXT = "Your browser's Back button takes you to the form with what you wrote.";

/**
 * A page of the site's look, with a way back to `backTo` (the site's home unless given), never to
 * `//host`, which would leave the site.
 */
const page =
  (status: number, title: string, backLabel: string, paragraphs: readonly string[]) =>
  (backTo = "/"): Page => ({
    status,
    html: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<style>
  ${COLOR_SCHEME_RULES}
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: ${colors.night};
    color: ${colors.onNight}; font: 1.0625rem/${lineHeights.body} ${fonts.body}; }
  main { max-width: 32rem; margin: ${space.lg}; padding: 2.5rem ${space.xl}; border-radius: ${radii.lg};
    background: ${colors.paper}; color: ${colors.ink}; text-align: center; box-shadow: ${shadows.raised}; }
  h1 { margin: 0 0 ${space.sm}; font-size: ${fontSizes.xxl}; line-height: ${lineHeights.tight}; }
  p { margin: 0 0 ${space.lg}; }
  a { display: inline-block; padding: ${space.sm} ${space.lg}; border-radius: ${radii.pill};
    background: ${colors.accent}; color: ${colors.onAccent}; font-weight: ${fontWeights.bold}; text-decoration: none; }
  a:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n")}
<a href="${escapeHtml(backTo.startsWith("//") ? "/" : backTo)}">${escapeHtml(backLabel)}</a>
</main>
</body>
</html>
`,
  });

/** The page a visitor sees after sending the form (and a bot after filling the honeypot). */
export const thankYouPage = page(200, "Thank you!", BACK_TO_SITE, [
  "Your form submission has been received.",
]);

/** 413: the post is larger than the form allows (a field past its maxlength). */
export const tooLongPage = page(413, "Your message is too long", BACK_TO_FORM, [
  "Your message is too long, so it was not sent. " +
    `Please shorten it to at most ${withThousandsSeparators(FIELD_MAX_LENGTH.message)} characters and send it again.`,
  KEEP_TEXT,
]);

/** 415: a POST that is not an HTML form's (another media type or character set). */
export const notAFormPostPage = page(415, "This was not a form post", BACK_TO_SITE, [
  "This address takes only the contact form as our pages send it, so nothing was sent. " +
    "To write to us, please use the form on our site.",
]);

/** 404: a form post naming no form the site has. */
export const unknownFormPage = page(404, "Form not found", BACK_TO_SITE, [
  "This site has no form by that name, so nothing was sent. To write to us, please use the form on our site.",
]);

/** 400: a field sent more than once, which the site's form never does. */
export const repeatedFieldPage = (backTo: string, field: string): Page =>
  page(400, "Your message was not sent", BACK_TO_FORM, [
    `The form arrived with the field “${field}” more than once, which our form never does, so nothing was sent. ` +
      "Please send it again from the form on our site.",
  ])(backTo);

/** 500: the submission could not be saved; the visitor must know to send it again. */
export const notSavedPage = page(500, "Your message was not sent", BACK_TO_FORM, [
  "Your message was not sent. Please try again in a few minutes.",
  KEEP_TEXT,
]);

/** 405: a method the site does not answer (the response carries `Allow`). */
export const methodNotAllowedPage = page(405, "This address cannot be used that way", BACK_TO_SITE, [
  "The pages of this site can be viewed and its contact form sent; nothing else.",
]);

/** 400: a request whose address cannot be read. */
export const badRequestPage = page(400, "This address cannot be read", BACK_TO_SITE, [
  "The address asked for is not a valid web address on this site.",
]);

/** 500 for a page request that failed on the server's side. */
export const serverErrorPage = page(500, "Something went wrong on our side", BACK_TO_SITE, [
  "This page could not be shown. Please try again in a moment.",
]);
