/**
 * @jest-environment node
 */
import { interleaved } from "./schedule";

const order = (runs: ReturnType<typeof interleaved>) =>
  runs.map((run) => `${run.round}:${run.page}:${run.build}`);

describe("interleaved", () => {
  it("runs each page in every build side by side, round after round, builds taking turns first", () => {
    expect(order(interleaved(["A", "B"], ["real", "floor"], 2))).toEqual([
      "0:A:real",
      "0:A:floor",
      "0:B:floor",
      "0:B:real",
      "1:A:floor",
      "1:A:real",
      "1:B:real",
      "1:B:floor",
    ]);
  });

  it("runs every page in every build once per round", () => {
    const runs = interleaved(["A", "B", "C", "D"], ["real", "before", "floor"], 5);
    expect(runs).toHaveLength(4 * 3 * 5);
    for (const page of ["A", "B", "C", "D"]) {
      for (const build of ["real", "before", "floor"]) {
        expect(
          runs.filter((run) => run.page === page && run.build === build).map((run) => run.round),
        ).toEqual([0, 1, 2, 3, 4]);
      }
    }
  });

  it("puts each build first equally often over the rounds", () => {
    const firsts = interleaved(["A"], ["x", "y", "z"], 6)
      .filter((_, i) => i % 3 === 0)
      .map((run) => run.build);
    expect(firsts).toEqual(["x", "y", "z", "x", "y", "z"]);
  });
});
