/**
 * What the server needs to start, read from the environment, and what to tell the person
 * starting it when it cannot: one line saying what is wrong and what to do.
 */
import path from "node:path";
import { OUTPUT_FOLDER } from "../internal/deploy/site-output";
import { HeadersFileError } from "../internal/netlify/headers";
import { RedirectsFileError } from "./netlify-redirects";

/** A reason not to start, worded for the person who ran the command. */
export class StartupError extends Error {}

export type ServerConfig = ReturnType<typeof readConfig>;

const DEFAULT_PORT = 9000;

function readPort(value = String(DEFAULT_PORT)): number {
  if (/^\d{1,5}$/.test(value.trim()) && Number(value) <= 65535) return Number(value);
  throw new StartupError(
    `PORT must be a whole number from 0 to 65535, not ${JSON.stringify(value)}. Example: PORT=${DEFAULT_PORT} npm run serve`,
  );
}

/** What the server needs to start, from the environment; a bad PORT throws a StartupError. */
export function readConfig(env: NodeJS.ProcessEnv, cwd: string) {
  return {
    publicDir: path.resolve(cwd, env.PUBLIC_DIR ?? OUTPUT_FOLDER),
    dataDir: path.resolve(cwd, env.DATA_DIR ?? "data"),
    port: readPort(env.PORT),
    host: env.HOST ?? "localhost",
    netlifyConfigPath: path.resolve(cwd, "netlify.toml"),
  };
}

const codeOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;

/** Why `listen` failed, and which variable to change. */
export function listenErrorMessage(error: unknown, config: Pick<ServerConfig, "host" | "port">): string {
  const { host, port } = config;
  switch (codeOf(error)) {
    case "EADDRINUSE":
      return (
        `Port ${port} is already in use on ${host} (another \`npm start\` or \`npm run serve\`?). ` +
        `Stop that server, or choose another port: PORT=${port === 65535 ? port - 1 : port + 1} npm run serve`
      );
    case "EACCES":
      return `Port ${port} needs administrator rights. Choose a port from 1024 up: PORT=${DEFAULT_PORT} npm run serve`;
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return (
        `HOST=${host} is not an address of this machine. ` +
        "Use HOST=localhost (this machine only) or HOST=0.0.0.0 (every network it is on)."
      );
    default:
      return `Cannot listen on ${host}:${port}: ${String(error)}. Set HOST and PORT to an address this machine can use.`;
  }
}

/** Why the site could not be prepared for serving, and what to do. */
export function preparationErrorMessage(error: unknown, config: Pick<ServerConfig, "dataDir">): string {
  if (error instanceof HeadersFileError || error instanceof RedirectsFileError) {
    return `${error.message.replace(/\s+/g, " ")} Fix what writes it (internal/deploy/, gatsby-config.ts) and rebuild.`;
  }
  const code = codeOf(error);
  if (code === "EEXIST" || code === "ENOTDIR") {
    return `DATA_DIR=${config.dataDir} is not a folder. Set DATA_DIR to a folder for the form submissions (default: data).`;
  }
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
    return `Cannot create or write ${config.dataDir} (${code}). Set DATA_DIR to a folder you can write to.`;
  }
  return `Cannot start the server: ${String(error).replace(/\s+/g, " ")}`;
}
