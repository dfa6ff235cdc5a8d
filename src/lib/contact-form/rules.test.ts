import { SUBMISSION_LIMITS } from "./submission-limits";
import { ERRORS, HINT_TOO_SHORT } from "./messages";
import { FIELD_MAX_LENGTH, fieldLength } from "./field-lengths";
import { decideSubmission, messageHint, messageLength, NO_HISTORY, type SubmissionHistory } from "./rules";

const NOW = 1_800_000_000_000;
const GOOD = { message: "Hello there, a detailed message.", humanConfirmed: true };
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
        error: ERRORS.tooManySubmissions,
      });
    });
    it("allows a 3rd submission (2 attempts so far)", () => {
      expect(decideSubmission(history(2, 60_000), GOOD, NOW).ok).toBe(true);
    });
    it("still blocks at 3,599,999 ms and lets through at 3,600,000 ms", () => {
      expect(decideSubmission(history(3, 3_599_999), GOOD, NOW)).toEqual({
        ok: false,
        error: ERRORS.tooManySubmissions,
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
      expect(decideSubmission(history(1, 9_999), GOOD, NOW)).toEqual({ ok: false, error: ERRORS.tooSoon });
      expect(decideSubmission(history(1, 10_000), GOOD, NOW).ok).toBe(true);
    });
    it("blocks a submission in the same millisecond", () => {
      expect(decideSubmission(history(1, 0), GOOD, NOW)).toEqual({ ok: false, error: ERRORS.tooSoon });
    });
  });

  describe("rule 3: human confirmation", () => {
    it("blocks when the box is not ticked", () => {
      expect(decideSubmission(NO_HISTORY, { ...GOOD, humanConfirmed: false }, NOW)).toEqual({
        ok: false,
        error: ERRORS.notHuman,
      });
    });
  });

  describe("rule 4: message length", () => {
    it("blocks 9 characters and accepts 10", () => {
      expect(decideSubmission(NO_HISTORY, { ...GOOD, message: "123456789" }, NOW)).toEqual({
        ok: false,
        error: ERRORS.messageTooShort,
      });
      expect(decideSubmission(NO_HISTORY, { ...GOOD, message: "1234567890" }, NOW).ok).toBe(true);
    });
    it("blocks an empty message", () => {
      expect(decideSubmission(NO_HISTORY, { ...GOOD, message: "" }, NOW)).toEqual({
        ok: false,
        error: ERRORS.messageTooShort,
      });
    });
  });

  describe("order of the checks when several fail", () => {
    const allBad = { message: "short", humanConfirmed: false };
    it("reports too many submissions before everything else", () => {
      expect(decideSubmission(history(3, 1_000), allBad, NOW)).toEqual({
        ok: false,
        error: ERRORS.tooManySubmissions,
      });
    });
    it("reports the wait before the checkbox and the message", () => {
      expect(decideSubmission(history(1, 1_000), allBad, NOW)).toEqual({ ok: false, error: ERRORS.tooSoon });
    });
    it("reports the checkbox before the message", () => {
      expect(decideSubmission(NO_HISTORY, allBad, NOW)).toEqual({ ok: false, error: ERRORS.notHuman });
    });
  });
});

describe("messageLength", () => {
  it("counts as the field's maxlength and the server count: UTF-16 code units", () => {
    expect(messageLength("hello")).toBe(5);
    expect(messageLength("🌙")).toBe(fieldLength("🌙"));
    expect(messageLength("🌙".repeat(2500))).toBe(FIELD_MAX_LENGTH.message);
  });
  it("counts a line break typed as CR LF once, as the browser sends it", () => {
    expect(messageLength("one\r\ntwo")).toBe(7);
    expect(messageLength("one\ntwo")).toBe(7);
  });
  it("ignores spaces around the text", () => {
    expect(messageLength("   hi   ")).toBe(2);
    expect(messageLength("          ")).toBe(0);
  });
});

describe("messageHint", () => {
  it("shows while 1 to 9 characters are typed", () => {
    expect(messageHint("")).toBeNull();
    expect(messageHint("a")).toBe(HINT_TOO_SHORT);
    expect(messageHint("123456789")).toBe(HINT_TOO_SHORT);
    expect(messageHint("1234567890")).toBeNull();
  });
});
