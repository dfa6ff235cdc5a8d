/**
 * @jest-environment node
 *
 * Real faults against the real server process: a torn last line left by an earlier crash, a kill
 * while posts are in flight, a full disk, a write cut off part-way. Nothing acknowledged may be
 * lost, nothing lost may be acknowledged, and every acknowledged line must parse.
 */
import { readFile, stat, symlink, writeFile, mkdir } from "node:fs/promises";
import { startSiteServer, type RunningServer } from "./start-server";
import {
  contactFields,
  isValidJsonLines,
  makeFixtureSite,
  postForm,
  readLines,
  type FixtureSite,
} from "./test-utils/fixture-site";

// Each test starts one or two server processes, slower on a busy machine.
jest.setTimeout(30_000);

const servers: RunningServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.stop())));

async function start(fixture: FixtureSite, fileSizeLimitBytes?: number): Promise<RunningServer> {
  const server = await startSiteServer({
    publicDir: fixture.publicDir,
    dataDir: fixture.dataDir,
    captureOutput: true,
    fileSizeLimitBytes,
  });
  servers.push(server);
  return server;
}

/** The figures behind docs/local-server.md's fault figures; printed with SERVER_FAULT_FIGURES=1. */
const figures = (text: string) => {
  if (process.env.SERVER_FAULT_FIGURES) process.stdout.write(`${text}\n`);
};

const ACKNOWLEDGED = "Your form submission has been received.";

const messagesOf = async (file: string): Promise<string[]> =>
  (await readLines(file)).flatMap((line) =>
    "parsed" in line ? [(line.parsed as { fields: { message: string } }).fields.message] : [],
  );

describe("a torn last line", () => {
  it("is closed off and reported before the next submission, which parses and is acknowledged", async () => {
    const fixture = await makeFixtureSite();
    await mkdir(fixture.dataDir, { mode: 0o700 });
    const earlier = JSON.stringify({ form: "Contact", fields: { message: "earlier" } });
    await writeFile(fixture.dataFile, `${earlier}\n{"form":"Contact","fie`, { mode: 0o600 });
    const server = await start(fixture);

    const response = await postForm(server.url, contactFields("After the crash."));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(ACKNOWLEDGED);

    const lines = await readLines(fixture.dataFile);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toEqual({ unparsed: '{"form":"Contact","fie' });
    expect(lines[2]).toMatchObject({ parsed: { fields: { message: "After the crash." } } });
    expect(server.output()).toMatch(/ended in an unfinished line \(22 bytes/);
  });
});

describe("a kill while posts are in flight", () => {
  it("loses no acknowledged post and records none twice; every line parses", async () => {
    const fixture = await makeFixtureSite();
    const server = await start(fixture);
    const total = 400;
    const concurrency = 50;
    const killAfter = 120;
    const acknowledged: string[] = [];
    let next = 0;
    let inFlight = 0;
    let inFlightAtKill = -1;

    const worker = async () => {
      while (next < total && inFlightAtKill === -1) {
        const message = `Load test message number ${next++}.`;
        inFlight++;
        try {
          const response = await postForm(server.url, contactFields(message));
          if (response.status === 200 && (await response.text()).includes(ACKNOWLEDGED))
            acknowledged.push(message);
        } catch {
          // The connection died with the server: not acknowledged.
        } finally {
          inFlight--;
        }
        if (acknowledged.length >= killAfter && inFlightAtKill === -1) {
          inFlightAtKill = inFlight;
          server.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (server.child.signalCode === null) await new Promise((resolve) => server.child.once("exit", resolve));
    expect(server.child.signalCode).toBe("SIGKILL");
    expect(inFlightAtKill).toBeGreaterThan(0);

    // Restarted on the same data, it appends after whatever the kill left.
    const restarted = await start(fixture);
    expect((await postForm(restarted.url, contactFields("After the restart."))).status).toBe(200);

    expect(await isValidJsonLines(fixture.dataFile)).toBe(true);
    const recorded = await messagesOf(fixture.dataFile);
    const counts = new Map<string, number>();
    for (const message of recorded) counts.set(message, (counts.get(message) ?? 0) + 1);
    for (const message of acknowledged) expect([message, counts.get(message)]).toEqual([message, 1]);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(recorded.at(-1)).toBe("After the restart.");
    figures(
      `kill -9 under load: ${inFlightAtKill} posts in flight at the kill, ${acknowledged.length} acknowledged, ` +
        `${recorded.length - 1} recorded (${recorded.length - 1 - acknowledged.length} recorded but never acknowledged), ` +
        "0 acknowledged missing, 0 duplicated, every line parses",
    );
  });
});

describe("a write that fails", () => {
  it("on a full disk, tells the visitor the message was not sent", async () => {
    const fixture = await makeFixtureSite();
    await mkdir(fixture.dataDir, { mode: 0o700 });
    // /dev/full answers every write with ENOSPC, as a full disk does.
    await symlink("/dev/full", fixture.dataFile);
    const server = await start(fixture);

    const response = await postForm(`${server.url}/baby-lullabies-app`, contactFields());
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Your message was not sent. Please try again");
    expect(html).toContain('href="/baby-lullabies-app"');
    expect(html).not.toContain(ACKNOWLEDGED);
    expect(server.output()).toMatch(/could not be saved, and the visitor was told so: .*ENOSPC/);
    expect((await fetch(server.url)).status).toBe(200);
  });

  it("part-way, acknowledges nothing, and the next server isolates what it left", async () => {
    const fixture = await makeFixtureSite();
    await mkdir(fixture.dataDir, { mode: 0o700 });
    const earlier = `${JSON.stringify({ form: "Contact", fields: { message: "earlier" } })}\n`;
    await writeFile(fixture.dataFile, earlier, { mode: 0o600 });
    // A file size limit 40 bytes past the end: the next line is cut off there (EFBIG).
    const limited = await start(fixture, earlier.length + 40);

    for (const attempt of ["Cut off part-way.", "Tried again on the same server."]) {
      const response = await postForm(limited.url, contactFields(attempt));
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain(ACKNOWLEDGED);
    }
    expect(limited.output()).toMatch(/EFBIG/);
    expect((await stat(fixture.dataFile)).size).toBe(earlier.length + 40);
    await limited.stop();

    const fixed = await start(fixture);
    const response = await postForm(fixed.url, contactFields("Once there is room."));
    expect(response.status).toBe(200);
    const lines = await readLines(fixture.dataFile);
    expect(lines.map((line) => ("parsed" in line ? "parsed" : "unparsed"))).toEqual([
      "parsed",
      "unparsed",
      "parsed",
    ]);
    expect(await messagesOf(fixture.dataFile)).toEqual(["earlier", "Once there is room."]);
    expect(fixed.output()).toMatch(/ended in an unfinished line \(40 bytes/);
    expect((await readFile(fixture.dataFile, "utf8")).endsWith("\n")).toBe(true);
  });
});
