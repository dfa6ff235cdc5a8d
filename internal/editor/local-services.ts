import { detect } from "detect-port";
import waitOn from "wait-on";
import { EDITOR_PATH } from "../../src/lib/addresses";

/** `gatsby develop`'s default port: the site, and the editor at EDITOR_PATH. */
export const SITE_PORT = 8000;
/** Where decap-server listens; the development server passes the editor's requests on to it. */
export const BACKEND_PORT = 8081;

export const EDITOR_URL = `http://localhost:${SITE_PORT}${EDITOR_PATH}`;

/** True when something already listens on the port on this computer. */
export async function portInUse(port: number): Promise<boolean> {
  return (await detect(port)) !== port;
}

/** Resolves once the editor's page answers and decap-server listens; rejects if `signal` aborts first. */
export async function servicesReady(signal: AbortSignal): Promise<void> {
  const waiting = waitOn({
    resources: [`http-get://localhost:${SITE_PORT}${EDITOR_PATH}`, `tcp:localhost:${BACKEND_PORT}`],
    interval: 1_000,
  });
  const stopped = new Promise<never>((_, reject) =>
    signal.addEventListener("abort", () => reject(signal.reason)),
  );
  await Promise.race([waiting, stopped]);
}
