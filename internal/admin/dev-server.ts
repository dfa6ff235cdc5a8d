import { context, type Plugin } from "esbuild";
import { describeFailure } from "./build-failure";
import { editorFiles, type EditorFile } from "./editor-files";
import { editorBuildOptions } from "./esbuild-options";
import type { EditorLocations } from "./locations";
import { serveFiles, type RequestHandler } from "./serve-files";

/** What the editor's development build tells its host, each time it builds. */
export interface DevBuildEvents {
  built(milliseconds: number): void;
  failed(message: string): void;
}

export interface EditorDevServer {
  /** Serves the latest good build; mount it at the editor's path. */
  readonly handler: RequestHandler;
  /** Stops watching the sources. */
  stop(): Promise<void>;
}

/**
 * Builds the editor in memory with esbuild's watch mode and serves it: each change to a source
 * of the bundle (src/cms/, the content model, later the site's components it imports) rebuilds
 * it, and the next reload of the editor shows the change. A failed rebuild is reported and the
 * last good build stays served. Resolves once the first build has finished.
 */
export async function startEditorDevServer(
  locations: EditorLocations,
  events: DevBuildEvents,
): Promise<EditorDevServer> {
  let files: readonly EditorFile[] | undefined;
  let firstBuildDone: () => void = () => undefined;
  const firstBuild = new Promise<void>((resolve) => {
    firstBuildDone = resolve;
  });

  const serveEachBuild: Plugin = {
    name: "serve-the-content-editor",
    setup(build) {
      let startedAt = 0;
      build.onStart(() => {
        startedAt = performance.now();
      });
      build.onEnd(async (result) => {
        try {
          if (result.errors.length > 0) {
            events.failed(await describeFailure(result));
          } else if (result.outputFiles && result.metafile) {
            files = await editorFiles(
              { outputFiles: result.outputFiles, metafile: result.metafile },
              locations,
            );
            events.built(Math.round(performance.now() - startedAt));
          }
        } catch (error) {
          events.failed(await describeFailure(error));
        } finally {
          firstBuildDone();
        }
      });
    },
  };

  const options = editorBuildOptions("development", locations);
  const watcher = await context({ ...options, plugins: [...options.plugins, serveEachBuild] });
  await watcher.watch();
  await firstBuild;
  return { handler: serveFiles(() => files), stop: () => watcher.dispose() };
}
