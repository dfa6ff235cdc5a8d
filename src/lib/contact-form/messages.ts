/**
 * The contact form's names, which Netlify Forms reads, and how its count writes numbers. Its words,
 * in every language, are in src/lib/dictionary.ts.
 */

export const FORM_NAME = "Contact";
/** The field Netlify Forms reads a post's form name from. */
export const FORM_NAME_FIELD = "form-name";
export const HONEYPOT_FIELD = "bot-field";
/** The hidden field giving the language of the page a message was written on, to answer in it. */
export const LANGUAGE_FIELD = "language";

/**
 * A whole number as English and the United States' Spanish write it: 5000 → "5,000". Not `toLocaleString`: the first call
 * of Intl's number formatting loads the browser's locale data, a long task on a phone's CPU
 * when the page starts, which Lighthouse counts as blocking time (docs/performance.md).
 */
export const withThousandsSeparators = (whole: number): string =>
  String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
