import { ERRORS, HINT_TOO_SHORT, LABELS, PLACEHOLDERS, withThousandsSeparators } from "./messages";
import { SUBMISSION_LIMITS } from "./submission-limits";

describe("the texts that name the message's minimum length", () => {
  it("are the specification's words, exactly", () => {
    // docs/spec.md, §5: the error on submit and the inline hint; §5, "Texts": the placeholder.
    expect(ERRORS.messageTooShort).toBe("Please write a more detailed message (at least 10 characters).");
    expect(HINT_TOO_SHORT).toBe("Please write at least 10 characters");
    expect(PLACEHOLDERS.message).toBe("Your Message (minimum 10 characters)");
  });

  it("state the minimum the rules enforce", () => {
    const minimum = ` ${SUBMISSION_LIMITS.minMessageLength} characters`;
    for (const text of [ERRORS.messageTooShort, HINT_TOO_SHORT, PLACEHOLDERS.message])
      expect(text).toContain(minimum);
  });
});

describe("the message's live count", () => {
  it("writes numbers as English does, with a comma every three digits", () => {
    expect([0, 7, 999, 1000, 5000, 12345, 1234567].map(withThousandsSeparators)).toEqual([
      "0",
      "7",
      "999",
      "1,000",
      "5,000",
      "12,345",
      "1,234,567",
    ]);
  });

  it("gives the count beside the most a message may hold", () => {
    expect(LABELS.characterCount(1234, 5000)).toBe("1,234 of 5,000 characters");
  });

  it("writes them as Intl would for English, without loading Intl's locale data", () => {
    for (const whole of [0, 42, 1000, 99999, 5000000]) {
      expect(withThousandsSeparators(whole)).toBe(whole.toLocaleString("en-US"));
    }
  });
});
