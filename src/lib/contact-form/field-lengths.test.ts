/**
 * @jest-environment node
 */
import {
  FIELD_MAX_LENGTH,
  fieldLength,
  FORM_OVERHEAD_BYTES,
  MAX_ENCODED_BYTES_PER_CODE_UNIT,
  MAX_FORM_BODY_BYTES,
  RECORDED_FIELDS,
} from "./field-lengths";
import { FORM_NAME, HONEYPOT_FIELD } from "./messages";

/** The body a browser posts: URLSearchParams serialises exactly as form submission does. */
const encodedForm = (fill: (field: string, length: number) => string): string =>
  new URLSearchParams([
    ["form-name", FORM_NAME],
    [HONEYPOT_FIELD, ""],
    ...RECORDED_FIELDS.map((field) => [field, fill(field, FIELD_MAX_LENGTH[field])]),
  ]).toString();

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe("contact form limits", () => {
  it("records the four fields the form has", () => {
    expect(RECORDED_FIELDS).toEqual(["name", "email", "phone", "message"]);
  });

  it("takes the worst-case encoding of one code unit into account", () => {
    expect(new URLSearchParams({ x: "€" }).toString()).toBe("x=%E2%82%AC");
    expect("€".length * MAX_ENCODED_BYTES_PER_CODE_UNIT).toBe(bytes("%E2%82%AC"));
  });

  it.each([
    ["three-byte characters", "€"],
    ["Cyrillic", "ж"],
    ["emoji (surrogate pairs)", "😀"],
    ["line breaks (one character for maxlength, posted as CRLF)", "\r\n"],
    ["characters that are percent-encoded", "&"],
    ["lone surrogates, sent as U+FFFD", "\ud800"],
  ])("fits a form whose every field is full of %s", (_, unit) => {
    const body = encodedForm((_field, length) => unit.repeat(Math.floor(length / fieldLength(unit))));
    expect(bytes(body)).toBeLessThanOrEqual(MAX_FORM_BODY_BYTES);
  });

  it("keeps the overhead allowance above what the form actually adds", () => {
    expect(bytes(encodedForm(() => ""))).toBeLessThan(FORM_OVERHEAD_BYTES / 4);
  });

  it("counts a line break once, as maxlength does, though it is posted as CRLF", () => {
    expect(fieldLength("a\r\nb")).toBe(3);
    expect(fieldLength("a\nb")).toBe(3);
    expect(fieldLength("😀")).toBe(2);
  });
});
