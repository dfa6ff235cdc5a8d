/**
 * The contact form's submit rules (specification §4, §5, §9) as a pure function of the stored
 * history, what the visitor typed and the clock. No DOM, no storage: src/behaviours/contact-form.ts and history-storage.ts do those.
 */
import { fieldLength } from "./field-lengths";
import type { FormError } from "../dictionary";

/**
 * The contact form's submit limits (specification §9), which these rules enforce; the form's words
 * in every language (src/lib/dictionary.ts) state the message's minimum length.
 */
export const SUBMISSION_LIMITS = {
  minMessageLength: 10,
  minGapMs: 10_000,
  maxAttempts: 3,
  windowMs: 3_600_000,
} as const;

/** What the browser remembers of earlier submissions. */
export interface SubmissionHistory {
  /** Successful submissions so far; never reset by the site. */
  readonly attempts: number;
  /** When the last one was sent (ms since the epoch), or null if there was none. */
  readonly lastSubmittedAt: number | null;
}

export const NO_HISTORY: SubmissionHistory = { attempts: 0, lastSubmittedAt: null };

export interface FormInput {
  readonly name: string;
  readonly email: string;
  /** Whether the browser reads the email as an address: its own check of `type="email"`. */
  readonly emailValid: boolean;
  readonly message: string;
  readonly humanConfirmed: boolean;
}

export type Decision =
  | { readonly ok: false; readonly error: FormError }
  | { readonly ok: true; readonly history: SubmissionHistory };

/** Whether the inline hint shows: while 1 to 9 characters are typed. */
export function showsLengthHint(message: string): boolean {
  const length = fieldLength(message);
  return length >= 1 && length < SUBMISSION_LIMITS.minMessageLength;
}

/**
 * Runs the checks in the specification's order, then those of the required fields it leaves (the
 * name, the email), in the form's order; the first that fails blocks the submit.
 */
export function decideSubmission(history: SubmissionHistory, input: FormInput, now: number): Decision {
  // Without an earlier submission, no wait is asked for.
  const since = history.lastSubmittedAt === null ? Number.POSITIVE_INFINITY : now - history.lastSubmittedAt;
  if (history.attempts >= SUBMISSION_LIMITS.maxAttempts && since < SUBMISSION_LIMITS.windowMs)
    return { ok: false, error: "tooManySubmissions" };
  if (since < SUBMISSION_LIMITS.minGapMs) return { ok: false, error: "tooSoon" };
  if (!input.humanConfirmed) return { ok: false, error: "notHuman" };
  if (fieldLength(input.message) < SUBMISSION_LIMITS.minMessageLength)
    return { ok: false, error: "messageTooShort" };
  if (input.name.trim() === "") return { ok: false, error: "nameMissing" };
  if (input.email.trim() === "") return { ok: false, error: "emailMissing" };
  if (!input.emailValid) return { ok: false, error: "emailInvalid" };
  return { ok: true, history: { attempts: history.attempts + 1, lastSubmittedAt: now } };
}
