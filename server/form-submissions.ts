/**
 * What Netlify Forms does with a posted form, decided locally: the site's form is recorded,
 * bots that fill the honeypot are dropped without a word, anything else is refused with a reason.
 */
import { parse as parseContentType } from "content-type";
import { FIELD_MAX_LENGTH, fieldLength, RECORDED_FIELDS } from "../src/lib/contact-form/field-lengths";
import { FORM_NAME, FORM_NAME_FIELD, HONEYPOT_FIELD, LANGUAGE_FIELD } from "../src/lib/contact-form/messages";
import { languageOfTag } from "../src/lib/languages";
import { repeatedFieldPage, thankYouPage, tooLongPage, unknownFormPage } from "./pages";

/**
 * Whether a Content-Type is the one an HTML form posts with: the media type compared exactly and
 * without regard to case (`content-type` parses it, and reads anything unparseable as no type),
 * and UTF-8 or no charset, since the site's pages are UTF-8 and the body is decoded as such.
 */
export function isFormPost(contentType = ""): boolean {
  const { type, parameters } = parseContentType(contentType);
  const charset = parameters.charset?.toLowerCase() ?? "utf-8";
  return type === "application/x-www-form-urlencoded" && (charset === "utf-8" || charset === "utf8");
}

/**
 * Decides what to do with a urlencoded body posted to `page`. A field sent more than once is
 * refused (400), never resolved by keeping one value: the site's form has one control per name,
 * so a repeat means the post did not come from it, and keeping the first or the last would drop
 * the others silently while recording all would change every line's format for a post no
 * visitor makes. The honeypot is looked at before that, so a bot is still dropped quietly.
 * The page's language is recorded as one the site speaks: English when missing or unknown.
 * Returns the answer, and the submission to record before giving it, if there is one (`page`:
 * the page the form was posted from).
 */
export function classifySubmission(body: Buffer, page: string, now: Date) {
  const params = new URLSearchParams(body.toString("utf8"));
  const names = params.getAll(FORM_NAME_FIELD);
  // The site's pages carry one form; a name compared, never looked up, finds nothing by accident.
  if (names[0] !== FORM_NAME) return { page: unknownFormPage(page) };
  if (names.length > 1) return { page: repeatedFieldPage(page, FORM_NAME_FIELD) };
  // Dropped silently: the bot sees the same thank-you page as a person.
  if (params.getAll(HONEYPOT_FIELD).some((value) => value !== "")) return { page: thankYouPage(page) };
  const fields: Record<string, string> = {};
  for (const name of RECORDED_FIELDS) {
    const values = params.getAll(name);
    if (values.length > 1) return { page: repeatedFieldPage(page, name) };
    const value = values[0] ?? "";
    if (fieldLength(value) > FIELD_MAX_LENGTH[name]) return { page: tooLongPage(page) };
    fields[name] = value;
  }
  const languages = params.getAll(LANGUAGE_FIELD);
  if (languages.length > 1) return { page: repeatedFieldPage(page, LANGUAGE_FIELD) };
  const language = languageOfTag(languages[0] ?? "");
  const submission = { form: names[0], receivedAt: now.toISOString(), page, language, fields };
  return { page: thankYouPage(page), submission };
}
