/**
 * `npm run edit`: the content editor on this computer, in one command. Starts the site's
 * development server (`npm run develop`, which serves the editor at /admin/) and Decap's local
 * backend (decap-server, which saves into content/), prints the address to open once both answer,
 * and stops both when either stops or on Ctrl-C.
 */
import { concurrently } from "concurrently";
import { EDITOR_URL, portInUse, servicesReady } from "./local-services";
import { BACKEND_PORT, SITE_PORT } from "./ports";

async function main(): Promise<number> {
  const ports = [
    { port: SITE_PORT, usedBy: "`npm run develop`" },
    { port: BACKEND_PORT, usedBy: "`npx decap-server`" },
  ];
  for (const { port, usedBy } of ports) {
    if (await portInUse(port)) {
      console.error(
        `Port ${port} is already in use: is \`npm run edit\` or ${usedBy} running in another terminal? ` +
          "Stop it (Ctrl-C there) and run `npm run edit` again.",
      );
      return 1;
    }
  }

  const { result } = concurrently(
    [
      { name: "site", command: `npm run develop -- --port ${SITE_PORT}`, prefixColor: "blue" },
      {
        name: "editor",
        command: "decap-server",
        // Files are edited where they are (MODE fs), in this folder; only this computer may connect.
        env: { PORT: String(BACKEND_PORT), MODE: "fs", BIND_HOST: "localhost" },
        prefixColor: "magenta",
      },
    ],
    { prefix: "name", killOthersOn: ["failure", "success"], handleInput: false },
  );

  const stopped = new AbortController();
  servicesReady(stopped.signal).then(
    () =>
      console.log(
        `\n  The content editor is ready: open ${EDITOR_URL}\n` +
          "  Press Ctrl-C here to stop it and the preview.\n",
      ),
    () => undefined,
  );

  // Ctrl-C reaches both; concurrently counts that as a normal end.
  const finished = await result.then(() => 0).catch(() => 1);
  stopped.abort(new Error("stopped"));
  return finished;
}

main().then((code) => process.exit(code));
