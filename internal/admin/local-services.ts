import { createServer } from "node:net";
import { EDITOR_PATH } from "./locations";

/** `gatsby develop`'s default port: the site, and the editor at EDITOR_PATH. */
export const SITE_PORT = 8000;
/** Where decap-server listens; the development server passes the editor's requests on to it. */
export const BACKEND_PORT = 8081;

export const EDITOR_URL = `http://localhost:${SITE_PORT}${EDITOR_PATH}`;
const BACKEND_API = `http://localhost:${BACKEND_PORT}/api/v1`;

/** True when the development server answers with the editor's page. */
export async function editorAnswers(url = EDITOR_URL): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  return response.ok && (await response.text()).includes("<title>Content editor</title>");
}

/** True when decap-server answers Decap's first question, as the editor asks it. */
export async function backendAnswers(url = BACKEND_API): Promise<boolean> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action: "info" }),
    signal: AbortSignal.timeout(5_000),
  });
  const info: unknown = response.ok ? await response.json() : undefined;
  return typeof info === "object" && info !== null && "type" in info && info.type === "local_fs";
}

/** True when something already listens on the port on this computer. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(true))
      .once("listening", () => probe.close(() => resolve(false)))
      .listen(port, "localhost");
  });
}
