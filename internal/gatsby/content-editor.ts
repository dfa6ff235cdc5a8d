import type { GatsbyNode } from "gatsby";
import { describeFailure } from "../admin/build-failure";
import { startEditorDevServer } from "../admin/dev-server";
import { buildEditorIfChanged } from "../admin/incremental-build";
import { EDITOR_PATH, editorLocations } from "../admin/locations";
import type { RequestHandler } from "../admin/serve-files";

/** The phase's name in the build's output: the benchmark reads its time under this name. */
const ACTIVITY = "Building the content editor";

/** The part of Gatsby's development server (an Express app, typed `any` by Gatsby) used here. */
interface DevServerApp {
  use(path: string, handler: RequestHandler): unknown;
}

/**
 * `gatsby build`: the content editor at /admin/, built with esbuild from Decap's prebuilt bundle
 * and src/cms/ into public/admin/, unless nothing it is made from changed since the last build.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ reporter, cache }) => {
  const activity = reporter.activityTimer(ACTIVITY);
  activity.start();
  try {
    const outcome = await buildEditorIfChanged(editorLocations(process.cwd()), cache);
    if (outcome === "unchanged") activity.setStatus("unchanged since the last build");
  } catch (error) {
    activity.panicOnBuild(`The content editor could not be built:\n${await describeFailure(error)}`);
  } finally {
    activity.end();
  }
};

/**
 * `gatsby develop`: the same editor at /admin/ on the development server, built in memory from
 * the same sources and rebuilt whenever one of them changes.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, reporter }) => {
  const activity = reporter.activityTimer(ACTIVITY);
  activity.start();
  // The first build is this activity's; each rebuild after a change gets a line of its own.
  let watching = false;
  const editor = await startEditorDevServer(editorLocations(process.cwd()), {
    built: (milliseconds) => {
      if (watching) reporter.info(`Rebuilt the content editor at ${EDITOR_PATH} (${milliseconds} ms)`);
    },
    failed: (message) =>
      reporter.error(`The content editor at ${EDITOR_PATH} could not be built:\n${message}`),
  });
  watching = true;
  activity.end();
  const server: DevServerApp = app;
  // Express strips the mount path: the handler sees /assets/cms-….js, or / for the page.
  server.use(EDITOR_PATH.replace(/\/$/, ""), editor.handler);
};
