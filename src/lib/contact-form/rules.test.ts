import {
  decideSubmission,
  showsLengthHint,
  NO_HISTORY,
  SUBMISSION_LIMITS,
  type SubmissionHistory,
} from "./rules";

const NOW = 1_800_000_000_000;
const GOOD = {
  name: "Ana",
  email: "ana@example.com",
  emailValid: true,
  message: "Hello there, a detailed message.",
  humanConfirmed: true,
};
const history = (attempts: number, msAgo: number | null): SubmissionHistory => ({
  attempts,
  lastSubmittedAt: msAgo === null ? null : NOW - msAgo,
});

describe("decideSubmission", () => {
  it("lets a first, valid message through and records it", () => {
    expect(decideSubmission(NO_HISTORY, GOOD, NOW)).toEqual({
      ok: true,
      history: { attempts: 1, lastSubmittedAt: NOW },
    });
  });

  it("counts every successful submission and never resets the count", () => {
    const after = decideSubmission(history(7, SUBMISSION_LIMITS.windowMs), GOOD, NOW);
    expect(after).toEqual({ ok: true, history: { attempts: 8, lastSubmittedAt: NOW } });
  });

  describe("rule 1: too many submissions", () => {
    it("blocks the 4th submission within the hour", () => {
      expect(decideSubmission(history(3, 60_000), GOOD, NOW)).toEqual({
        ok: false,
        error: "tooManySubmissions",
      });
    });
    it("allows a 3rd submission (2 attempts so far)", () => {
      expect(decideSubmission(history(2, 60_000), GOOD, NOW).ok).toBe(true);
    });
    it("still blocks at 3,599,999 ms and lets through at 3,600,000 ms", () => {
      expect(decideSubmission(history(3, 3_599_999), GOOD, NOW)).toEqual({
        ok: false,
        error: "tooManySubmissions",
      });
      expect(decideSubmission(history(3, 3_600_000), GOOD, NOW)).toEqual({
        ok: true,
        history: { attempts: 4, lastSubmittedAt: NOW },
      });
    });
    it("does not apply without a known last submission time", () => {
      expect(decideSubmission(history(5, null), GOOD, NOW).ok).toBe(true);
    });
  });

  describe("rule 2: wait between submissions", () => {
    it("blocks at 9,999 ms and lets through at 10,000 ms", () => {
      expect(decideSubmission(history(1, 9_999), GOOD, NOW)).toEqual({ ok: false, error: "tooSoon" });
      expect(decideSubmission(history(1, 10_000), GOOD, NOW).ok).toBe(true);
    });
    it("blocks a submission in the same millisecond", () => {
      expect(decideSubmission(history(1, 0), GOOD, NOW)).toEqual({ ok: false, error: "tooSoon" });
    });
  });

  describe("rule 3: human confirmation", () => {
    it("blocks when the box is not ticked", () => {
      expect(decideSubmission(NO_HISTORY, { ...GOOD, humanConfirmed: false }, NOW)).toEqual({
        ok: false,
        error: "notHuman",
      });
    });
  });

  describe("rule 4: message length", () => {
    it("blocks 9 characters and accepts 10", () => {
      expect(decideSubmission(NO_HISTORY, { ...GOOD, message: "123456789" }, NOW)).toEqual({
        ok: false,
        error: "messageTooShort",
      });
      expect(decideSubmission(NO_HISTORY, { ...GOOD, message: "1234567890" }, NOW).ok).toBe(true);
    });
    it("blocks an empty message", () => {
      expect(decideSubmission(NO_HISTORY, { ...GOOD, message: "" }, NOW)).toEqual({
        ok: false,
        error: "messageTooShort",
      });
    });
  });

  describe("after the specification's four: the required fields", () => {
    it("blocks a name or an email left empty or blank, and an email the browser reads as none", () => {
      expect(decideSubmission(NO_HISTORY, { ...GOOD, name: "  " }, NOW)).toEqual({
        ok: false,
        error: "nameMissing",
      });
      expect(decideSubmission(NO_HISTORY, { ...GOOD, email: "" }, NOW)).toEqual({
        ok: false,
        error: "emailMissing",
      });
      expect(decideSubmission(NO_HISTORY, { ...GOOD, emailValid: false }, NOW)).toEqual({
        ok: false,
        error: "emailInvalid",
      });
    });
  });

  describe("order of the checks when several fail", () => {
    const allBad = { name: " ", email: "", emailValid: false, message: "short", humanConfirmed: false };
    it("reports too many submissions before everything else", () => {
      expect(decideSubmission(history(3, 1_000), allBad, NOW)).toEqual({
        ok: false,
        error: "tooManySubmissions",
      });
    });
    it("reports the wait before the checkbox and the message", () => {
      expect(decideSubmission(history(1, 1_000), allBad, NOW)).toEqual({ ok: false, error: "tooSoon" });
    });
    it("reports the checkbox before the message", () => {
      expect(decideSubmission(NO_HISTORY, allBad, NOW)).toEqual({ ok: false, error: "notHuman" });
    });
    it("reports the message before the required fields, then the name, then the email", () => {
      const after = (input: object) => decideSubmission(NO_HISTORY, { ...allBad, ...input }, NOW);
      expect(after({ humanConfirmed: true })).toEqual({ ok: false, error: "messageTooShort" });
      const fourPass = { humanConfirmed: true, message: GOOD.message };
      expect(after(fourPass)).toEqual({ ok: false, error: "nameMissing" });
      expect(after({ ...fourPass, name: "Ana" })).toEqual({ ok: false, error: "emailMissing" });
      expect(after({ ...fourPass, name: "Ana", email: "ana@" })).toEqual({
        ok: false,
        error: "emailInvalid",
      });
    });
  });
});

describe("the message's length", () => {
  it("is what the counter shows: every character typed, an emoji as 2 as maxlength counts it", () => {
    expect(showsLengthHint("Hi there  ")).toBe(false);
    expect(showsLengthHint("🌙".repeat(4))).toBe(true);
    expect(decideSubmission(NO_HISTORY, { ...GOOD, message: "🌙".repeat(5) }, NOW).ok).toBe(true);
  });
  it("counts a line break typed as CR LF once, as the browser sends it", () => {
    expect(showsLengthHint("one\r\ntwo")).toBe(true);
    expect(decideSubmission(NO_HISTORY, { ...GOOD, message: "one\r\ntwo!!!" }, NOW).ok).toBe(true);
  });
});

describe("the inline hint", () => {
  it("shows while 1 to 9 characters are typed", () => {
    expect(showsLengthHint("")).toBe(false);
    expect(showsLengthHint("a")).toBe(true);
    expect(showsLengthHint("123456789")).toBe(true);
    expect(showsLengthHint("1234567890")).toBe(false);
  });
});
