import { withThousandsSeparators } from "./messages";

describe("the message's live count", () => {
  it("writes numbers with a comma every three digits", () => {
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

  it("writes them as Intl would for English and Spanish in the United States, without loading Intl's locale data", () => {
    for (const whole of [0, 42, 1000, 99999, 5000000]) {
      expect(withThousandsSeparators(whole)).toBe(whole.toLocaleString("en-US"));
      expect(withThousandsSeparators(whole)).toBe(whole.toLocaleString("es-US"));
    }
  });
});
