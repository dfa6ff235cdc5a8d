/** How the benchmark's reports write figures, the machine and the day, and their Markdown tables. */
import os from "node:os";

export const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** A build's time: tenths are all a shared machine's build times are worth. */
export const seconds = (value: number) => `${value.toFixed(1)} s`;
/** A median score may fall between two. */
export const score = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
/** Exactly 0 reads "0"; a shift, however small, shows. */
export const cls = (value: number) => (value === 0 ? "0" : value.toFixed(4));
export const mark = (held: boolean) => (held ? "✓" : "✗");

/** A difference with its sign; one that rounds to nothing reads +0, never -0. */
export function signed(value: number, format: (magnitude: number) => string): string {
  const text = format(Math.abs(value));
  return value < 0 && text !== format(0) ? `-${text}` : `+${text}`;
}

/** A Markdown table; Prettier aligns its columns when it is written into a document. */
export const table = (head: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string =>
  [head, head.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");

export const machine = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

export const today = () => new Date().toISOString().slice(0, 10);
