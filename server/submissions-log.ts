/**
 * `submissions.jsonl`: one JSON line per accepted submission, written so that nothing acknowledged
 * is lost and nothing lost is acknowledged.
 *
 * - `append` resolves only once the line is on disk (written, then `fdatasync`): the caller thanks
 *   the visitor after that, and tells them it was not sent if it rejects.
 * - One writer: appends made while a batch is being written wait and go together in the next, with
 *   one write and one `fdatasync` (group commit), so lines never interleave and a busy server syncs
 *   once per batch rather than once per post.
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

export type SubmissionsLog = Awaited<ReturnType<typeof openSubmissionsLog>>;

/** Makes a folder's entries (a file or folder just created in it) durable. */
async function syncFolder(dir: string): Promise<void> {
  const folder = await open(dir, constants.O_RDONLY);
  await folder.sync().finally(() => folder.close());
}

/** Creates the folder (and any missing parent) private, and makes the new names durable. */
async function makeFolder(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true, mode: 0o700 });
  if (first !== undefined) await syncFolder(path.dirname(first));
}

/**
 * Opens the log in `dataDir`, creating the folder now, so that a DATA_DIR that cannot be a folder
 * stops the start rather than a visitor's post. `report` hears what the log noticed or repaired,
 * such as a folder others can read, whose permissions are the user's to change, not ours.
 */
export async function openSubmissionsLog(dataDir: string, report: (message: string) => void) {
  const file = path.join(dataDir, SUBMISSIONS_FILE);
  await makeFolder(dataDir);
  if (((await stat(dataDir)).mode & 0o077) !== 0) {
    report(
      `${dataDir} can be read by other users of this machine; \`chmod 700 ${dataDir}\` keeps submissions private.`,
    );
  }

  let handle: FileHandle | null = null;
  let batch: { readonly lines: Buffer[]; readonly written: Promise<void> } | null = null;
  let writing: Promise<void> = Promise.resolve();

  const closeHandle = async () => {
    const closing = handle;
    handle = null;
    await closing?.close().catch(() => undefined);
  };

  const closeOffTornTail = async (opened: FileHandle, size: number) => {
    const scan = Math.min(size, TAIL_SCAN_BYTES);
    const { buffer: tail } = await opened.read(Buffer.alloc(scan), 0, scan, size - scan);
    if (scan === 0 || tail[scan - 1] === NEWLINE) return;
    const lineStart = tail.lastIndexOf(NEWLINE) + 1;
    await opened.appendFile("\n");
    await opened.datasync();
    report(
      `${file} ended in an unfinished line (${scan - lineStart}${lineStart === 0 && size > scan ? "+" : ""} bytes, ` +
        "left by a crash or a failed write; never acknowledged). It now ends with a newline, so the " +
        "fragment stands on its own line, which does not parse, and new submissions start on their own.",
    );
  };

  /**
   * The open file, reopened if the one at the path is no longer it (deleted, moved away or
   * replaced while the server ran): lines written to a file nobody can find would be lost.
   * A file just opened has its tail looked at before anything is appended to it.
   */
  const currentFile = async (): Promise<FileHandle> => {
    if (handle) {
      const [opened, atPath] = await Promise.all([handle.stat(), stat(file).catch(() => null)]);
      if (atPath?.ino === opened.ino && atPath.dev === opened.dev) return handle;
      await closeHandle();
    }
    await makeFolder(dataDir);
    // Read and append: appends always go to the end (O_APPEND); reads look at the tail.
    const opened = await open(file, constants.O_RDWR | constants.O_APPEND | constants.O_CREAT, 0o600);
    // Held at once, so that a failure below closes it.
    handle = opened;
    // The file may be new: make its name durable too, or a crash could lose it with its lines.
    await syncFolder(dataDir);
    const info = await opened.stat();
    // Only a regular file is tightened: the path may be a link to a device (tests use /dev/full).
    if (info.isFile() && (info.mode & 0o077) !== 0) {
      await opened.chmod(0o600);
      report(`${file} was readable by other users; it is now private to you (0600).`);
    }
    await closeOffTornTail(opened, info.size);
    return opened;
  };

  const write = async (lines: Buffer) => {
    try {
      const opened = await currentFile();
      // appendFile carries on after a short write (a nearly full disk, a file size limit).
      await opened.appendFile(lines);
      await opened.datasync();
    } catch (error) {
      // Part of a line may have reached the file: the next append reopens it (it may have been
      // replaced to fix the fault) and looks at its tail first.
      await closeHandle();
      throw error;
    }
  };

  return {
    file,
    /** Appends one record as a JSON line; resolves once it is on disk. */
    append(record: unknown): Promise<void> {
      if (batch === null) {
        const lines: Buffer[] = [];
        const written = writing.then(() => {
          batch = null;
          return write(Buffer.concat(lines));
        });
        // The next batch waits for this one, whether it was written or not.
        writing = written.catch(() => undefined);
        batch = { lines, written };
      }
      batch.lines.push(Buffer.from(`${JSON.stringify(record)}\n`, "utf8"));
      return batch.written;
    },
    /** Waits for queued appends, then closes the file. */
    async close() {
      await writing;
      await closeHandle();
    },
  };
}
