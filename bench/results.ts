/** bench/results.json: the medians and build times of a run, for tools and for history. */
import type { BuildPhases } from "./build-phases";
import type { PageFigures } from "./lighthouse-run";
import { CURRENT, FLOOR } from "./options";
import type { BenchRun } from "./report";
import { pageTargets, type TargetId } from "./targets";

type ByPage = Record<string, PageFigures>;

export interface BenchResults {
  readonly date: string;
  readonly machine: string;
  readonly runs: number;
  readonly loadAverage: { readonly start: number; readonly end: number };
  readonly coldBuildS?: number;
  readonly warmBuildS?: number;
  readonly buildPhases?: { readonly cold: BuildPhases; readonly warm: BuildPhases };
  readonly pages: ByPage;
  readonly floor: ByPage;
  readonly compare?: Record<string, { readonly publicDir: string; readonly pages: ByPage }>;
  readonly targets: Record<
    string,
    Partial<Record<TargetId, { readonly held: boolean; readonly value: number }>>
  >;
}

/**
 * `pages` holds the current build, as it always has; `floor` its floor, `compare` any other build
 * measured beside them, `targets` whether the current build held each of the targets (targets.ts).
 */
export function benchResults(run: BenchRun): BenchResults {
  const byPage = (name: string): ByPage =>
    Object.fromEntries(
      run.pages.map(({ page, builds, floor }) => {
        const figures = name === FLOOR ? floor : builds.find((build) => build.name === name)?.figures;
        if (!figures) throw new Error(`no figures for ${page} in ${name}`);
        return [page, figures];
      }),
    );
  return {
    date: run.date,
    machine: run.machine,
    runs: run.runs,
    loadAverage: run.loadAverage,
    ...(run.builds
      ? {
          coldBuildS: run.builds.cold.seconds,
          warmBuildS: run.builds.warm.seconds,
          buildPhases: { cold: run.builds.cold.phases, warm: run.builds.warm.phases },
        }
      : {}),
    pages: byPage(CURRENT),
    floor: byPage(FLOOR),
    ...(run.compare.length > 0
      ? {
          compare: Object.fromEntries(
            run.compare.map((build) => [
              build.name,
              { publicDir: build.publicDir, pages: byPage(build.name) },
            ]),
          ),
        }
      : {}),
    targets: Object.fromEntries(
      run.pages.map(({ page, builds, floor, audits }) => [
        page,
        Object.fromEntries(
          pageTargets(builds[0].figures, floor, audits).map((target) => [
            target.id,
            { held: target.held, value: target.value },
          ]),
        ),
      ]),
    ),
  };
}
