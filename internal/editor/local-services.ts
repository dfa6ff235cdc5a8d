import { detect } from "detect-port";
import waitOn from "wait-on";
import { EDITOR_PATH } from "../../src/lib/addresses";
import { BACKEND_PORT, SITE_PORT } from "./ports";

const EDITOR_ADDRESS = `localhost:${SITE_PORT}${EDITOR_PATH}`;
export const EDITOR_URL = `http://${EDITOR_ADDRESS}`;

/** True when something already listens on the port on this computer. */
export async function portInUse(port: number): Promise<boolean> {
  return (await detect(port)) !== port;
}

/** Resolves once the editor's page answers and decap-server listens; rejects if `signal` aborts first. */
export async function servicesReady(signal: AbortSignal): Promise<void> {
  const waiting = waitOn({
    // GET, not wait-on's default HEAD: the page must really be served.
    resources: [`http-get://${EDITOR_ADDRESS}`, `tcp:localhost:${BACKEND_PORT}`],
    interval: 1_000,
  });
  const stopped = new Promise<never>((_, reject) =>
    signal.addEventListener("abort", () => reject(signal.reason)),
  );
  await Promise.race([waiting, stopped]);
}
