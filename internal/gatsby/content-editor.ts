import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
import { buildEditor, watchEditor } from "../editor/build";
import { EDITOR_PATH } from "../../src/lib/addresses";
import { editorLocations } from "../editor/paths";

/** What the build prints, with its time, while the editor builds. */
const EDITOR_BUILD_ACTIVITY = "Building the content editor";

/** The editor's production build, once started. */
let editorBuild: Promise<void> = Promise.resolve();

/**
 * `gatsby build`: the content editor at /admin/, built with esbuild from Decap's prebuilt bundle
 * and src/editor/ into public/admin/, from the start of Gatsby's bootstrap: esbuild runs in a
 * process of its own, on the core the bootstrap's single thread leaves idle rather than beside
 * Gatsby's bundles. The build waits for it after its pages (onPostBuild). `gatsby develop` builds
 * it in onCreateDevServer.
 */
export function startEditorBuild(reporter: Reporter): void {
  if (process.env.NODE_ENV !== "production") return;
  const activity = reporter.activityTimer(EDITOR_BUILD_ACTIVITY);
  activity.start();
  editorBuild = buildEditor(editorLocations(process.cwd())).then(
    () => activity.end(),
    (error: unknown) => {
      activity.panicOnBuild(
        `The content editor could not be built:\n${error instanceof Error ? error.message : String(error)}`,
      );
    },
  );
}

/** Resolves once the editor's production build is written. */
export const editorBuilt = (): Promise<void> => editorBuild;

/**
 * `gatsby develop`: the same editor, built into public/admin/ and rebuilt whenever one of its
 * sources changes. The development server publishes public/'s files as they are; it serves no
 * folder's index.html, so the editor's page is served at its address here.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app, reporter }) => {
  const activity = reporter.activityTimer(EDITOR_BUILD_ACTIVITY);
  activity.start();
  const locations = editorLocations(process.cwd());
  // The first build is this activity's; each rebuild after a change gets a line of its own.
  let watching = false;
  await watchEditor(locations, {
    built: (milliseconds) => {
      if (watching) reporter.info(`Rebuilt the content editor at ${EDITOR_PATH} (${milliseconds} ms)`);
    },
    failed: (message) =>
      reporter.error(`The content editor at ${EDITOR_PATH} could not be built:\n${message}`),
  });
  watching = true;
  activity.end();
  // Gatsby's development server is an Express app, typed `any` by Gatsby: the response as used here.
  app.get(EDITOR_PATH, (_request: unknown, response: { sendFile(file: string): void }) =>
    response.sendFile(path.join(locations.outDir, "index.html")),
  );
};
