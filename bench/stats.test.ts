/**
 * @jest-environment node
 */
import { median, medianFigures } from "./stats";
import { figures } from "./fixtures/figures";

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe("medianFigures", () => {
  it("takes each figure's median on its own", () => {
    const runs = [
      figures({ performance: 90, tbtMs: 300 }),
      figures({ performance: 95, tbtMs: 100 }),
      figures({ performance: 99, tbtMs: 200 }),
    ];
    expect(medianFigures(runs)).toEqual(figures({ performance: 95, tbtMs: 200 }));
  });
});
