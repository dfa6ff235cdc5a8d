/**
 * @jest-environment node
 */
import { FIELD_MAX_LENGTH } from "../src/lib/contact-form/field-lengths";
import { classifySubmission, isFormPost } from "./form-submissions";
import { repeatedFieldPage, thankYouPage, tooLongPage, unknownFormPage } from "./pages";

const NOW = new Date("2030-01-02T03:04:05.000Z");
const contact = [
  ["form-name", "Contact"],
  ["bot-field", ""],
  ["language", "es"],
  ["name", "Ada"],
  ["email", "ada@example.com"],
  ["phone", ""],
  ["message", "Hello, I have a question."],
];
const classify = (pairs: string[][]) =>
  classifySubmission(Buffer.from(new URLSearchParams(pairs).toString()), "/", NOW);

describe("isFormPost", () => {
  it.each([
    "application/x-www-form-urlencoded",
    "APPLICATION/X-WWW-FORM-URLENCODED",
    "Application/X-Www-Form-Urlencoded; charset=UTF-8",
    "application/x-www-form-urlencoded;charset=utf-8",
    'application/x-www-form-urlencoded; charset="utf-8"',
    "application/x-www-form-urlencoded ; foo=bar",
  ])("accepts %j", (type) => expect(isFormPost(type)).toBe(true));

  it.each([
    undefined,
    "",
    "application/x-www-form-urlencodedXYZ",
    "application/x-www-form-urlencoded-evil",
    "application/json",
    "multipart/form-data; boundary=x",
    "text/plain",
    "application/x-www-form-urlencoded; charset=iso-8859-1",
    "application",
    ";;;",
  ])("refuses %j", (type) => expect(isFormPost(type)).toBe(false));
});

describe("classifySubmission", () => {
  it("records the form's fields and nothing else, and thanks the visitor", () => {
    expect(classify([...contact, ["extra", "x"]])).toEqual({
      page: thankYouPage("/"),
      submission: {
        form: "Contact",
        receivedAt: "2030-01-02T03:04:05.000Z",
        page: "/",
        language: "es",
        fields: { name: "Ada", email: "ada@example.com", phone: "", message: "Hello, I have a question." },
      },
    });
  });

  it("records the page's language as one the site speaks: English when missing or unknown", () => {
    for (const [posted, recorded] of [
      [[], "en"],
      [["fr"], "en"],
      [["es"], "es"],
      [["en"], "en"],
    ] as const) {
      const result = classify([["form-name", "Contact"], ...posted.map((value) => ["language", value])]);
      expect(result.submission?.language).toBe(recorded);
    }
  });

  it("records missing fields as empty", () => {
    const result = classify([["form-name", "Contact"]]);
    expect(result.submission?.fields).toEqual({
      name: "",
      email: "",
      phone: "",
      message: "",
    });
  });

  it("decodes any bytes without throwing: bad percent-encoding and invalid UTF-8 are kept or replaced", () => {
    const body = Buffer.concat([
      Buffer.from("form-name=Contact&name=%zz%E2%28&message="),
      Buffer.from([0xff, 0xfe]),
    ]);
    const result = classifySubmission(body, "/", NOW);
    expect(result.submission?.fields.name).toBe("%zz\ufffd(");
    expect(result.submission?.fields.message).toBe("\ufffd\ufffd");
  });

  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "Other", "contact", ""])(
    "knows no form named %j",
    (name) =>
      expect(classify([...contact.slice(1), ["form-name", name]])).toEqual({ page: unknownFormPage("/") }),
  );

  it("needs a form name", () => {
    expect(classify(contact.slice(1))).toEqual({ page: unknownFormPage("/") });
  });

  it("drops posts that fill the honeypot, even once among several, with the same thanks", () => {
    expect(classify([...contact, ["bot-field", "http://spam.example"]])).toEqual({ page: thankYouPage("/") });
  });

  it("refuses a repeated field instead of dropping a value", () => {
    expect(classify([...contact, ["message", "second"]])).toEqual({
      page: repeatedFieldPage("/", "message"),
    });
    expect(classify([...contact, ["form-name", "Contact"]])).toEqual({
      page: repeatedFieldPage("/", "form-name"),
    });
    expect(classify([...contact, ["language", "en"]])).toEqual({ page: repeatedFieldPage("/", "language") });
  });

  it("refuses a field longer than the form allows, counting a posted CRLF once", () => {
    const max = FIELD_MAX_LENGTH.message;
    const withMessage = (message: string) => classify([...contact.slice(0, -1), ["message", message]]);
    expect(withMessage("x".repeat(max)).submission).toBeDefined();
    expect(withMessage("\r\n".repeat(max)).submission).toBeDefined();
    expect(withMessage("x".repeat(max + 1))).toEqual({ page: tooLongPage("/") });
    expect(classify([...contact, ["name", "n".repeat(FIELD_MAX_LENGTH.name + 1)]])).toEqual({
      page: repeatedFieldPage("/", "name"),
    });
    expect(
      classify([
        ["form-name", "Contact"],
        ["name", "n".repeat(FIELD_MAX_LENGTH.name + 1)],
      ]),
    ).toEqual({ page: tooLongPage("/") });
  });
});
