/**
 * The contact form's texts. The specification fixes these words; change them there first. Three
 * of them state the message's minimum length, written out as the specification writes them (as
 * plain strings, the pages' inline script keeps only the texts it uses); messages.test.ts holds
 * them to the limit the rules enforce.
 */

export const FORM_NAME = "Contact";
/** The field Netlify Forms reads a post's form name from. */
export const FORM_NAME_FIELD = "form-name";
export const HONEYPOT_FIELD = "bot-field";

export const ERRORS = {
  tooManySubmissions: "Too many submissions. Please try again later.",
  tooSoon: "Please wait before submitting again.",
  notHuman: "Please confirm you are human.",
  messageTooShort: "Please write a more detailed message (at least 10 characters).",
} as const;

/**
 * A whole number as English writes it: 5000 → "5,000". Not `toLocaleString`: the first call
 * of Intl's number formatting loads the browser's locale data, a long task on a phone's CPU
 * when the page starts, which Lighthouse counts as blocking time (docs/performance.md).
 */
export const withThousandsSeparators = (whole: number): string =>
  String(whole).replace(/\B(?=(\d{3})+$)/g, ",");

export const HINT_TOO_SHORT = "Please write at least 10 characters";

export const PLACEHOLDERS = {
  name: "Your Name",
  email: "Your Email",
  phone: "Your Phone Number (optional)",
  message: "Your Message (minimum 10 characters)",
} as const;

export const LABELS = {
  form: "Send us a message",
  name: "Name",
  email: "Email",
  phone: "Phone (optional)",
  message: "Message",
  human: "I confirm I am a human and not a robot",
  submit: "Send Message",
  honeypot: "Leave this field empty",
  /** The message's live count, with the most it may hold (src/lib/contact-form/field-lengths.ts). */
  characterCount: (count: number, max: number) =>
    `${withThousandsSeparators(count)} of ${withThousandsSeparators(max)} characters`,
} as const;
