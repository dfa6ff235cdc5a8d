/**
 * @jest-environment node
 */
import { writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { HeadersFileError } from "../internal/netlify/headers";
import { ServerExitError, startSiteServer, type StartOptions } from "./start-server";
import { listenErrorMessage, preparationErrorMessage, readConfig, StartupError } from "./startup";
import { makeFixtureSite } from "./test-utils/fixture-site";

// Each case starts the server process, slower on a busy machine.
jest.setTimeout(30_000);

describe("readConfig", () => {
  it("reads the defaults and the variables", () => {
    expect(readConfig({}, "/site")).toEqual({
      publicDir: "/site/public",
      dataDir: "/site/data",
      port: 9000,
      host: "localhost",
      netlifyConfigPath: "/site/netlify.toml",
    });
    expect(readConfig({ PORT: "0", HOST: "0.0.0.0", DATA_DIR: "/tmp/d" }, "/site")).toMatchObject({
      port: 0,
      host: "0.0.0.0",
      dataDir: "/tmp/d",
    });
  });

  it.each(["abc", "", "-1", "65536", "80.5", "1e3", "9000abc"])(
    "refuses PORT=%j, saying what it takes",
    (port) => {
      expect(() => readConfig({ PORT: port }, "/site")).toThrow(StartupError);
      expect(() => readConfig({ PORT: port }, "/site")).toThrow(
        /^PORT must be a whole number from 0 to 65535/,
      );
    },
  );
});

describe("start-up messages", () => {
  const config = { host: "localhost", port: 9000, dataDir: "/x/data" };
  it("names the variable to change", () => {
    expect(listenErrorMessage({ code: "EADDRINUSE" }, config)).toMatch(
      /Port 9000 is already in use.*PORT=9001 npm run serve/,
    );
    expect(listenErrorMessage({ code: "EACCES" }, { ...config, port: 80 })).toMatch(
      /Port 80 needs administrator.*PORT=/,
    );
    expect(listenErrorMessage({ code: "ENOTFOUND" }, { ...config, host: "nowhere" })).toMatch(
      /HOST=nowhere is not/,
    );
    expect(preparationErrorMessage({ code: "ENOTDIR" }, config)).toMatch(
      /DATA_DIR=\/x\/data is not a folder/,
    );
    expect(preparationErrorMessage({ code: "EACCES" }, config)).toMatch(
      /Set DATA_DIR to a folder you can write/,
    );
    expect(preparationErrorMessage(new HeadersFileError("public/_headers has 1\nerror"), config)).toBe(
      "public/_headers has 1 error Fix what writes it (internal/deploy/, gatsby-config.ts) and rebuild.",
    );
  });
});

/** Starts the server expecting it to refuse; returns its exit status and output. */
async function refusal(options: StartOptions): Promise<ServerExitError> {
  const fixture = await makeFixtureSite();
  const error = await startSiteServer({
    publicDir: fixture.publicDir,
    dataDir: fixture.dataDir,
    captureOutput: true,
    ...options,
  }).then(
    async (server) => {
      await server.stop();
      throw new Error("The server started.");
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ServerExitError);
  return error as ServerExitError;
}

describe("clear start-up errors", () => {
  it("PORT=abc: one line, exit status 1", async () => {
    const error = await refusal({ env: { PORT: "abc" } });
    expect(error.code).toBe(1);
    expect(error.output).toBe(
      'PORT must be a whole number from 0 to 65535, not "abc". Example: PORT=9000 npm run serve',
    );
  });

  it("port taken: one line naming the variable to set, exit status 1", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const error = await refusal({ env: { PORT: String(port) } });
      expect(error.code).toBe(1);
      expect(error.output).toBe(
        `Port ${port} is already in use on 127.0.0.1 (another \`npm start\` or \`npm run serve\`?). ` +
          `Stop that server, or choose another port: PORT=${port + 1} npm run serve`,
      );
    } finally {
      taken.close();
    }
  });

  it("DATA_DIR that is a file: one line, exit status 1", async () => {
    const fixture = await makeFixtureSite();
    const file = path.join(fixture.root, "a-file");
    await writeFile(file, "");
    const error = await refusal({ dataDir: file });
    expect(error.code).toBe(1);
    expect(error.output).toBe(
      `DATA_DIR=${file} is not a folder. Set DATA_DIR to a folder for the form submissions (default: data).`,
    );
  });

  it("no build: one line, exit status 1", async () => {
    const error = await refusal({ publicDir: "/nonexistent/public" });
    expect(error.code).toBe(1);
    expect(error.output).toBe(
      "No built site in /nonexistent/public/. Run `npm run build` first (or `npm start`, which does both).",
    );
  });
});
