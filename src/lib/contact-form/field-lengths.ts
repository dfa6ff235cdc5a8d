/**
 * How long each contact form field may be, shared by the form (its `maxlength` attributes and the
 * message counter) and the local server (which refuses longer posts). One source, so the form can
 * never let a visitor send something the server would refuse, nor count it as a submission.
 *
 * Browser-safe: no Node imports.
 */

/**
 * The longest value each recorded field accepts, in UTF-16 code units: what the HTML `maxlength`
 * attribute counts (an emoji is 2, an accented letter 1).
 */
export const FIELD_MAX_LENGTH = {
  name: 100,
  /** The longest address SMTP can carry (RFC 5321, section 4.5.3.1.3). */
  email: 254,
  /** Room for an international number with spaces, brackets and an extension. */
  phone: 40,
  /** About a page and a half of text: far above any enquiry, far below anything abusive. */
  message: 5000,
} as const;

export type RecordedField = keyof typeof FIELD_MAX_LENGTH;

/** The fields the server records for the contact form, in the order the form shows them. */
export const RECORDED_FIELDS = Object.keys(FIELD_MAX_LENGTH) as RecordedField[];

/**
 * The most bytes one UTF-16 code unit can take in a posted form. Browsers encode a form as UTF-8,
 * then percent-encode every byte outside a small ASCII set (application/x-www-form-urlencoded):
 * a character such as "€" or "日" is one code unit, three UTF-8 bytes, nine bytes once encoded
 * (`%E2%82%AC`). A surrogate pair (an emoji) is two code units for 4 bytes (6 per unit), a line
 * break in the message is sent as CRLF (`%0D%0A`, 6), anything ASCII 1 or 3.
 */
export const MAX_ENCODED_BYTES_PER_CODE_UNIT = 9;

/**
 * Everything a post carries besides the four values: the field names, `=` and `&`, the hidden
 * `form-name=Contact` and an empty honeypot come to under 80 bytes. The rest is slack for a
 * browser extension's autofill or a future small field; a bot that fills the honeypot with more
 * than this is refused as too long instead of being dropped silently, which costs nothing.
 */
export const FORM_OVERHEAD_BYTES = 1024;

/**
 * The largest form body the server accepts: every field at its `maxlength`, each code unit at its
 * worst-case encoding, plus the overhead. A form whose fields respect `maxlength` cannot exceed it.
 */
export const MAX_FORM_BODY_BYTES =
  RECORDED_FIELDS.reduce((sum, field) => sum + FIELD_MAX_LENGTH[field], 0) * MAX_ENCODED_BYTES_PER_CODE_UNIT +
  FORM_OVERHEAD_BYTES;

/**
 * A field's length as `maxlength` counts it. Browsers count a line break in a textarea as one
 * character but send it as CRLF, so the server counts CRLF as one too. The message's counter, hint
 * and minimum count with it as well (rules.ts): a visitor meets one measure everywhere.
 */
export const fieldLength = (value: string): number => value.replace(/\r\n/g, "\n").length;
