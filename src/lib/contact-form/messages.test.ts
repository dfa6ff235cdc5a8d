import { LABELS, withThousandsSeparators } from "./messages";

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
