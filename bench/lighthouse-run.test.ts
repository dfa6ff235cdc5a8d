/**
 * @jest-environment node
 */
import { figures } from "./fixtures/figures";
import { median, medians } from "./lighthouse-run";

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe("medians", () => {
  it("takes each figure's median on its own", () => {
    const runs = [
      figures({ performance: 90, tbtMs: 300 }),
      figures({ performance: 95, tbtMs: 100 }),
      figures({ performance: 99, tbtMs: 200 }),
    ];
    expect(medians(runs)).toEqual(figures({ performance: 95, tbtMs: 200 }));
    expect(() => medians([])).toThrow();
  });
});
