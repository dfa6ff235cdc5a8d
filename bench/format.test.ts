/**
 * @jest-environment node
 */
import { cls, ms, score, sec, signed, table } from "./format";

describe("the reports' figures", () => {
  it("write a difference with its sign, and one that rounds to nothing as +0, never -0", () => {
    expect([signed(-9, score), signed(1.5, score), signed(-0.4, ms), signed(-4, sec)]).toEqual([
      "-9",
      "+1.5",
      "+0 ms",
      "+0.00 s",
    ]);
  });

  it("write CLS as 0 only when it is exactly 0", () => {
    expect([cls(0), cls(0.00004), cls(0.0123)]).toEqual(["0", "0.0000", "0.0123"]);
  });

  it("make a Markdown table", () => {
    expect(table(["A", "B"], [["1", "2"]])).toBe("| A | B |\n| --- | --- |\n| 1 | 2 |");
  });
});
