/**
 * `submissions.jsonl`: one JSON line per accepted submission, written so that nothing acknowledged
 * is lost and nothing lost is acknowledged.
 *
 * - `append` resolves only once the line is on disk (written, then `fdatasync`): the caller thanks
 *   the visitor after that, and tells them it was not sent if it rejects.
 * - One writer: appends queue up and are written in order, each batch with one `write` and one
 *   `fdatasync` (group commit), so lines never interleave and a busy server syncs once per batch
 *   rather than once per post.
 * - A torn tail (a line without its newline, left by a crash, a full disk or another failed write)
 *   is looked for before the first append and after every failure. It is closed off with a newline
 *   so it stands on its own line, and reported; the next line then starts clean and parses.
 *   The fragment stays in the file as evidence: it was never acknowledged, and readers skip lines
 *   that do not parse.
 * - If a write fails part-way, the lines of that batch may be partly on disk, but none was
 *   acknowledged: the visitor was told to send again (at worst a line appears twice, never zero
 *   times after a thank-you).
 * - The folder is created 0700 and the file 0600: submissions hold visitors' names, addresses and
 *   messages, for the user running the server only.
 */
import { constants } from "node:fs";
import { mkdir, open, stat, type FileHandle } from "node:fs/promises";
import path from "node:path";

export const SUBMISSIONS_FILE = "submissions.jsonl";

const NEWLINE = 0x0a;
/** How far back a torn tail's start is looked for, to say how long it is (the report only). */
const TAIL_SCAN_BYTES = 1024 * 1024;

interface Pending {
  readonly line: Buffer;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/** The part of the file system the log uses; tests may wrap it to fail on purpose. */
export interface LogFileSystem {
  readonly open: typeof open;
  readonly mkdir: typeof mkdir;
  readonly stat: typeof stat;
}

const NODE_FS: LogFileSystem = { open, mkdir, stat };

/** Makes a folder's entries (a file or folder just created in it) durable. */
async function syncFolder(fs: LogFileSystem, dir: string): Promise<void> {
  const folder = await fs.open(dir, constants.O_RDONLY);
  await folder.sync().finally(() => folder.close());
}

async function writeAll(handle: FileHandle, data: Buffer): Promise<void> {
  let offset = 0;
  // A write may take fewer bytes than given (a nearly full disk, a file size limit); carry on
  // until all are written or one fails.
  while (offset < data.length) {
    const { bytesWritten } = await handle.write(data, offset, data.length - offset);
    if (bytesWritten === 0) throw new Error("The disk took no more bytes.");
    offset += bytesWritten;
  }
}

export class SubmissionsLog {
  readonly file: string;
  private handle: FileHandle | null = null;
  private tailChecked = false;
  private readonly pending: Pending[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    readonly dataDir: string,
    /** Where the log reports what it noticed and repaired (the server's console). */
    private readonly report: (message: string) => void = console.warn,
    private readonly fs: LogFileSystem = NODE_FS,
  ) {
    this.file = path.join(dataDir, SUBMISSIONS_FILE);
  }

  /**
   * Creates the data folder (0700) if needed, at start-up, so a DATA_DIR that cannot be a folder
   * stops the server with a clear message instead of failing on the first visitor's post.
   * Reports a folder that others can read: its permissions are the user's to change, not ours.
   */
  async prepare(): Promise<void> {
    await this.makeFolder();
    const folder = await this.fs.stat(this.dataDir);
    if (!folder.isDirectory())
      throw Object.assign(new Error(`${this.dataDir} is not a folder`), { code: "ENOTDIR" });
    if ((folder.mode & 0o077) !== 0) {
      this.report(
        `${this.dataDir} can be read by other users of this machine; \`chmod 700 ${this.dataDir}\` keeps submissions private.`,
      );
    }
  }

  /** Appends one record as a JSON line; resolves once it is on disk. */
  append(record: unknown): Promise<void> {
    const line = Buffer.from(`${JSON.stringify(record)}\n`, "utf8");
    return new Promise((resolve, reject) => {
      this.pending.push({ line, resolve, reject });
      this.flushSoon();
    });
  }

  /** Waits for queued appends, then closes the file. */
  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    await this.closeHandle();
  }

  private flushSoon(): void {
    if (this.flushing) return;
    this.flushing = this.flush().finally(() => {
      this.flushing = null;
      if (this.pending.length > 0) this.flushSoon();
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.pending.length);
      try {
        const handle = await this.openCurrent();
        if (!this.tailChecked) {
          await this.isolateTornTail(handle);
          this.tailChecked = true;
        }
        await writeAll(handle, Buffer.concat(batch.map((entry) => entry.line)));
        await handle.datasync();
        for (const entry of batch) entry.resolve();
      } catch (error) {
        // Part of a line may have reached the file: look again before the next append, on a
        // freshly opened file (it may have been replaced to fix the fault).
        this.tailChecked = false;
        await this.closeHandle();
        for (const entry of batch) entry.reject(error);
      }
    }
  }

  /**
   * The open file, reopened if the one at the path is no longer it (deleted, moved away or
   * replaced while the server ran): lines written to a file nobody can find would be lost.
   */
  private async openCurrent(): Promise<FileHandle> {
    if (this.handle) {
      const [opened, current] = await Promise.all([
        this.handle.stat(),
        this.fs.stat(this.file).catch(() => null),
      ]);
      if (current && current.ino === opened.ino && current.dev === opened.dev) return this.handle;
      await this.closeHandle();
      this.tailChecked = false;
    }
    await this.makeFolder();
    // Read and append: appends always go to the end (O_APPEND); reads look at the tail.
    const flags = constants.O_RDWR | constants.O_APPEND | constants.O_CREAT;
    const handle = await this.fs.open(this.file, flags | constants.O_EXCL, 0o600).then(
      async (created) => {
        // Make the new file's name durable too, or a crash could lose the file with its lines.
        await syncFolder(this.fs, this.dataDir);
        return created;
      },
      (error: NodeJS.ErrnoException) => {
        if (error.code !== "EEXIST") throw error;
        return this.fs.open(this.file, flags, 0o600);
      },
    );
    const info = await handle.stat();
    // Only a regular file is tightened: the path may be a link to a device (tests use /dev/full).
    if (info.isFile() && (info.mode & 0o077) !== 0) {
      await handle.chmod(0o600);
      this.report(`${this.file} was readable by other users; it is now private to you (0600).`);
    }
    this.handle = handle;
    return handle;
  }

  /** Creates the data folder (and any missing parent) private, and makes the new names durable. */
  private async makeFolder(): Promise<void> {
    const first = await this.fs.mkdir(this.dataDir, { recursive: true, mode: 0o700 });
    if (first !== undefined) await syncFolder(this.fs, path.dirname(first));
  }

  private async isolateTornTail(handle: FileHandle): Promise<void> {
    const { size } = await handle.stat();
    if (size === 0) return;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    if (last[0] === NEWLINE) return;
    const scan = Math.min(size, TAIL_SCAN_BYTES);
    const tail = Buffer.alloc(scan);
    await handle.read(tail, 0, scan, size - scan);
    const lineStart = tail.lastIndexOf(NEWLINE) + 1;
    const fragment = scan - lineStart;
    await writeAll(handle, Buffer.from("\n"));
    await handle.datasync();
    this.report(
      `${this.file} ended in an unfinished line (${fragment}${lineStart === 0 && size > scan ? "+" : ""} bytes, ` +
        "left by a crash or a failed write; never acknowledged). It now ends with a newline, so the " +
        "fragment stands on its own line, which does not parse, and new submissions start on their own.",
    );
  }

  private async closeHandle(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    await handle?.close().catch(() => undefined);
  }
}
