/**
 * Serves the built site (run `npm run build` first) and records contact form posts.
 *   PORT (default 9000) and HOST (default localhost) choose the address;
 *   PUBLIC_DIR (default ./public) is the built site to serve;
 *   DATA_DIR (default ./data) is where submissions.jsonl is written.
 * Started by a parent with an IPC channel (server/start-server.ts), it reports its address there.
 */
import path from "node:path";
import { existsSync } from "node:fs";
import { createSiteServer } from "./app";
import type { ListeningMessage } from "./start-server";

const root = process.cwd();
const publicDir = path.resolve(root, process.env.PUBLIC_DIR ?? "public");
const dataDir = path.resolve(root, process.env.DATA_DIR ?? "data");
const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? "localhost";

if (!existsSync(path.join(publicDir, "index.html"))) {
  console.error("No built site in public/. Run `npm run build` first (or `npm start`, which does both).");
  process.exit(1);
}

const server = createSiteServer({
  publicDir,
  dataDir,
  onSubmission: (file) => console.log(`Form submission recorded in ${path.relative(root, file)}`),
});

server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const url = `http://${host}:${actualPort}`;
  console.log(`Serving the site at ${url}/`);
  process.send?.({ type: "listening", url } satisfies ListeningMessage);
  console.log(`Contact form submissions are appended to ${path.relative(root, dataDir)}/submissions.jsonl`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
