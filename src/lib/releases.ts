import { LANGUAGES, type Language } from "./languages";

/** An app's versions as its file lists them: in any order, each with its day and notes. */
export interface Release {
  readonly version: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly notes: readonly string[];
}

/** What orders releases: a version and its day. */
type Dated = Pick<Release, "version" | "date">;

const byVersion = new Intl.Collator("en", { numeric: true });

/** The later day first; on one day, the higher version number (1.10 above 1.9). */
export const newerFirst = (a: Dated, b: Dated): number =>
  b.date.localeCompare(a.date) || byVersion.compare(b.version, a.version);

export const newestFirst = <T extends Dated>(releases: readonly T[]): T[] => [...releases].sort(newerFirst);

/** The newest release; the content model asks every app for at least one. */
export function newest<T extends Release>(releases: readonly T[]): T {
  const [first] = newestFirst(releases);
  if (!first) throw new Error("An app without releases: the content check lets none through.");
  return first;
}

/** A version's anchor on the support page, e.g. `version-1-2`: the feed links to it. */
export const versionAnchor = (version: string): string => `version-${version.replaceAll(".", "-")}`;

/**
 * 2026-11-26 → November 26, 2026 in English, 26 de noviembre de 2026 in Spanish: the same wherever
 * the page is built or read.
 */
export const longDay = (day: string, language: Language): string =>
  new Intl.DateTimeFormat(LANGUAGES[language].tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
