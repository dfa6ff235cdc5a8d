/**
 * Serves the built site (run `npm run build` first) and records contact form posts.
 *   PORT (default 9000) and HOST (default localhost) choose the address;
 *   PUBLIC_DIR (default ./public) is the built site to serve;
 *   DATA_DIR (default ./data) is where submissions.jsonl is written.
 * Started by a parent with an IPC channel (server/start-server.ts), it sends it its address.
 * If it cannot start, it says why in one line and exits with status 1.
 */
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createSiteServer } from "./site-server";
import { listenErrorMessage, preparationErrorMessage, readConfig, StartupError } from "./startup";

const root = process.cwd();

/** A path as the person at the terminal knows it: relative inside the project, else absolute. */
const shown = (file: string): string => {
  const relative = path.relative(root, file);
  return relative === "" ? "." : relative.startsWith("..") ? file : relative;
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const config = readConfig(process.env, root);
  if (!existsSync(path.join(config.publicDir, "index.html")))
    fail(
      `No built site in ${shown(config.publicDir)}/. Run \`npm run build\` first (or \`npm start\`, which does both).`,
    );
  const site = await createSiteServer({
    ...config,
    onSubmission: (file) => console.log(`Form submission recorded in ${shown(file)}`),
  }).catch((error: unknown) => fail(preparationErrorMessage(error, config)));
  const { server } = site;

  const onListenError = (error: Error) => fail(listenErrorMessage(error, config));
  server.once("error", onListenError);
  server.listen(config.port, config.host, () => {
    // From now on a server error (say, out of file descriptors) is reported, not fatal.
    server.off("error", onListenError);
    server.on("error", (error) => console.error(`The server hit an error and carries on: ${String(error)}`));
    const url = `http://${config.host}:${(server.address() as AddressInfo).port}`;
    console.log(`Serving the site at ${url}/`);
    console.log(`Contact form submissions are appended to ${shown(site.dataFile)}`);
    process.send?.(url);
  });

  // Stop taking requests, let those in progress finish (their submissions reach the disk), and
  // do not wait for idle keep-alive connections. A second signal stops at once.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      process.once(signal, () => process.exit(1));
      void site.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => fail(error instanceof StartupError ? error.message : String(error)));
