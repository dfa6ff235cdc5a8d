/**
 * Serves the built site (run `npm run build` first) and records contact form posts.
 *   PORT (default 9000) and HOST (default localhost) choose the address;
 *   DATA_DIR (default ./data) is where submissions.jsonl is written.
 */
import path from "node:path";
import { existsSync } from "node:fs";
import { createSiteServer } from "./app";

const root = process.cwd();
const publicDir = path.join(root, "public");
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
  console.log(`Serving the site at http://${host}:${actualPort}/`);
  console.log(`Contact form submissions are appended to ${path.relative(root, dataDir)}/submissions.jsonl`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
