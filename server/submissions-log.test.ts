/**
 * @jest-environment node
 */
import { chmod, mkdir, mkdtemp, readFile, rm, stat, symlink, unlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { openSubmissionsLog, type SubmissionsLog } from "./submissions-log";

let dataDir: string;
let reports: string[];
let opened: SubmissionsLog | undefined;

beforeEach(async () => {
  dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), "submissions-log-")), "data");
  reports = [];
  opened = undefined;
});

afterEach(() => opened?.close());

/** Opens the log as the server does at start-up; it is closed after the test. */
const openLog = async (): Promise<SubmissionsLog> =>
  (opened = await openSubmissionsLog(dataDir, (message) => reports.push(message)));

const dataFile = () => path.join(dataDir, "submissions.jsonl");
const lines = async () => (await readFile(dataFile(), "utf8")).split("\n").slice(0, -1);
const mode = async (file: string) => (await stat(file)).mode & 0o777;

describe("SubmissionsLog", () => {
  it("creates a private folder and file, one JSON line per record", async () => {
    const log = await openLog();
    await log.append({ n: 1 });
    await log.append({ text: "line\nbreak \u2028 and a lone \ud800 surrogate" });
    expect((await lines()).map((line) => JSON.parse(line) as unknown)).toEqual([
      { n: 1 },
      { text: "line\nbreak \u2028 and a lone \ud800 surrogate" },
    ]);
    expect(await mode(dataDir)).toBe(0o700);
    expect(await mode(log.file)).toBe(0o600);
    expect(log.file).toBe(dataFile());
    expect(reports).toEqual([]);
  });

  it("writes concurrent appends whole and in order, never interleaved", async () => {
    const log = await openLog();
    const big = "x".repeat(20_000);
    await Promise.all(Array.from({ length: 500 }, (_, n) => log.append({ n, big })));
    const parsed = (await lines()).map((line) => JSON.parse(line) as { n: number });
    expect(parsed.map((record) => record.n)).toEqual(Array.from({ length: 500 }, (_, n) => n));
  });

  it("isolates a torn tail before the next append, and says so", async () => {
    const log = await openLog();
    await writeFile(dataFile(), '{"form":"Contact"}\n{"form":"Contact","fie', { mode: 0o600 });
    await log.append({ form: "Contact", n: 2 });
    expect(await lines()).toEqual([
      '{"form":"Contact"}',
      '{"form":"Contact","fie',
      '{"form":"Contact","n":2}',
    ]);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/ended in an unfinished line \(22 bytes/);
  });

  it("isolates a file that is nothing but a fragment", async () => {
    const log = await openLog();
    await writeFile(dataFile(), "{", { mode: 0o600 });
    await log.append({ ok: true });
    expect(await lines()).toEqual(["{", '{"ok":true}']);
  });

  it("rejects when the disk is full, and recovers once the fault is gone, checking the tail again", async () => {
    const log = await openLog();
    await symlink("/dev/full", dataFile());
    await expect(log.append({ lost: true })).rejects.toMatchObject({ code: "ENOSPC" });
    await expect(log.append({ lost: true })).rejects.toMatchObject({ code: "ENOSPC" });
    expect((await stat("/dev/full")).mode & 0o777).toBe(0o666);
    // The fault is repaired by a file that ends in a fragment, as a partial write leaves it.
    await unlink(dataFile());
    await writeFile(dataFile(), '{"half":', { mode: 0o600 });
    await log.append({ saved: true });
    expect(await lines()).toEqual(['{"half":', '{"saved":true}']);
  });

  it("follows the file if it is deleted or replaced while the server runs", async () => {
    const log = await openLog();
    await log.append({ n: 1 });
    await unlink(dataFile());
    await log.append({ n: 2 });
    expect(await lines()).toEqual(['{"n":2}']);
    await rm(dataDir, { recursive: true });
    await log.append({ n: 3 });
    expect(await lines()).toEqual(['{"n":3}']);
  });

  it("makes an existing file private and reports a folder others can read", async () => {
    await mkdir(dataDir, { mode: 0o755 });
    await chmod(dataDir, 0o755);
    await writeFile(dataFile(), "", { mode: 0o644 });
    await chmod(dataFile(), 0o644);
    const log = await openLog();
    await log.append({ n: 1 });
    expect(await mode(dataFile())).toBe(0o600);
    expect(reports.join("\n")).toMatch(/can be read by other users.*chmod 700/);
    expect(reports.join("\n")).toMatch(/now private to you/);
  });

  it("refuses a data folder that is a file", async () => {
    await writeFile(path.join(path.dirname(dataDir), "data"), "not a folder");
    await expect(openLog()).rejects.toMatchObject({ code: expect.stringMatching(/EEXIST|ENOTDIR/) });
  });
});
