/**
 * Reads and writes the submission history in localStorage, never throwing.
 *
 * Rules for what is stored:
 * - Storage that is missing, disabled or throwing (private mode, quota, blocked cookies) reads as
 *   no history, and writing to it is skipped: the form still submits.
 * - The attempts count must be a whole number ≥ 0 written in digits; anything else reads as 0.
 * - The last submission time must be a whole number of ms > 0 and not in the future; anything
 *   else reads as "no previous submission" (a clock set back must not lock a visitor out).
 */
import { NO_HISTORY, type SubmissionHistory } from "./rules";

export const STORAGE_KEYS = {
  lastSubmittedAt: "lastSubmissionTime",
  attempts: "submissionAttempts",
} as const;

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

const WHOLE_NUMBER = /^\d{1,15}$/;

function readNumber(storage: KeyValueStorage, key: string): number | null {
  const raw = storage.getItem(key)?.trim();
  return raw !== undefined && WHOLE_NUMBER.test(raw) ? Number(raw) : null;
}

export function readHistory(storage: KeyValueStorage | null, now: number): SubmissionHistory {
  if (!storage) return NO_HISTORY;
  try {
    const attempts = readNumber(storage, STORAGE_KEYS.attempts) ?? 0;
    const last = readNumber(storage, STORAGE_KEYS.lastSubmittedAt);
    const lastSubmittedAt = last !== null && last > 0 && last <= now ? last : null;
    return { attempts, lastSubmittedAt };
  } catch {
    return NO_HISTORY;
  }
}

/** Saves the history; returns false if the browser would not store it. */
export function writeHistory(storage: KeyValueStorage | null, history: SubmissionHistory): boolean {
  if (!storage) return false;
  try {
    storage.setItem(STORAGE_KEYS.attempts, String(history.attempts));
    storage.setItem(STORAGE_KEYS.lastSubmittedAt, String(history.lastSubmittedAt ?? ""));
    return true;
  } catch {
    return false;
  }
}

/** The browser's localStorage, or null where merely touching it throws (e.g. storage disabled). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
