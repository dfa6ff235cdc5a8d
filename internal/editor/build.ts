/**
 * The content editor's build: esbuild bundles it into public/admin/ (the page, one content-hashed
 * bundle and Decap's license notices), once for `gatsby build`, or watching its sources for
 * `gatsby develop`, whose server publishes public/ as it is.
 */
import { rm } from "node:fs/promises";
import { build, context, formatMessages, type BuildFailure, type BuildResult } from "esbuild";
import { editorBuildOptions } from "./esbuild-options";
import type { EditorLocations } from "./paths";

/**
 * esbuild's errors as it prints them (file, line, the code and a caret), or the error's message:
 * `failure` is what a build rejects with (a BuildFailure, unless esbuild itself broke) or a
 * rebuild's result.
 */
async function describeFailure(failure: unknown): Promise<string> {
  const errors = (failure as Partial<BuildFailure> | undefined)?.errors ?? [];
  if (errors.length > 0) return (await formatMessages(errors, { kind: "error" })).join("");
  return failure instanceof Error ? failure.message : String(failure);
}

/** The production build, replacing what an earlier one wrote; throws esbuild's errors as it prints them. */
export async function buildEditor(locations: EditorLocations): Promise<BuildResult> {
  await rm(locations.outDir, { recursive: true, force: true });
  try {
    return await build(editorBuildOptions("production", locations));
  } catch (error) {
    throw new Error(await describeFailure(error));
  }
}

/**
 * Builds the editor readable and rebuilds it whenever one of its sources changes (src/editor/, the
 * content model, the site's components it imports): the next reload of the editor shows the
 * change. A failed rebuild is reported and leaves the last good build in place. Resolves once the
 * first build is written; watches for as long as the process (`gatsby develop`) runs. `events`
 * hear what each build did.
 */
export async function watchEditor(
  locations: EditorLocations,
  events: { built(milliseconds: number): void; failed(message: string): void },
): Promise<void> {
  await rm(locations.outDir, { recursive: true, force: true });
  const options = editorBuildOptions("development", locations);
  let first: () => void = () => undefined;
  const firstBuild = new Promise<void>((resolve) => (first = resolve));
  const watcher = await context({
    ...options,
    plugins: [
      ...options.plugins,
      {
        name: "report",
        setup(editorBuild) {
          let startedAt = 0;
          editorBuild.onStart(() => {
            startedAt = performance.now();
          });
          editorBuild.onEnd(async (result) => {
            if (result.errors.length > 0) events.failed(await describeFailure(result));
            else events.built(Math.round(performance.now() - startedAt));
            first();
          });
        },
      },
    ],
  });
  await watcher.watch();
  await firstBuild;
}
