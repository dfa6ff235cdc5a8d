/**
 * The contact form's submit rules (specification §4, §5, §9) as a pure function of the stored
 * history, what the visitor typed and the clock. No DOM, no storage: src/behaviours/contact-form.ts and history-storage.ts do those.
 */
import { SUBMISSION_LIMITS } from "./submission-limits";
import { ERRORS, HINT_TOO_SHORT } from "./messages";

/** What the browser remembers of earlier submissions. */
export interface SubmissionHistory {
  /** Successful submissions so far; never reset by the site. */
  readonly attempts: number;
  /** When the last one was sent (ms since the epoch), or null if there was none. */
  readonly lastSubmittedAt: number | null;
}

export const NO_HISTORY: SubmissionHistory = { attempts: 0, lastSubmittedAt: null };

export interface FormInput {
  readonly message: string;
  readonly humanConfirmed: boolean;
}

export type Decision =
  { readonly ok: false; readonly error: string } | { readonly ok: true; readonly history: SubmissionHistory };

/**
 * Made on first need, not when the page loads: building a grapheme segmenter loads the browser's
 * text-boundary data, tens of milliseconds on a phone, and most messages never need it.
 */
let segmenter: Intl.Segmenter | null | undefined;
function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== "undefined" && "Segmenter" in Intl
        ? new Intl.Segmenter("en", { granularity: "grapheme" })
        : null;
  }
  return segmenter;
}

/** ASCII, where every character is a user-perceived character of its own but CR LF. */
const ASCII = /^[\0-\x7F]*$/;

/**
 * The message's length as a person counts it: user-perceived characters (so "👋🏽" or "é" written
 * as e + accent count as one), ignoring spaces before and after the text.
 */
export function messageLength(message: string): number {
  const text = message.trim();
  if (ASCII.test(text)) return text.length - (text.match(/\r\n/g)?.length ?? 0);
  const graphemes = graphemeSegmenter();
  return graphemes ? Array.from(graphemes.segment(text)).length : Array.from(text).length;
}

/** The inline hint, shown while 1 to 9 characters are typed. */
export function messageHint(message: string): string | null {
  const length = messageLength(message);
  return length >= 1 && length < SUBMISSION_LIMITS.minMessageLength ? HINT_TOO_SHORT : null;
}

/** Runs the checks in the specification's order; the first that fails blocks the submit. */
export function decideSubmission(history: SubmissionHistory, input: FormInput, now: number): Decision {
  const since = history.lastSubmittedAt === null ? null : now - history.lastSubmittedAt;

  if (
    history.attempts >= SUBMISSION_LIMITS.maxAttempts &&
    since !== null &&
    since < SUBMISSION_LIMITS.windowMs
  ) {
    return { ok: false, error: ERRORS.tooManySubmissions };
  }
  if (since !== null && since < SUBMISSION_LIMITS.minGapMs) {
    return { ok: false, error: ERRORS.tooSoon };
  }
  if (!input.humanConfirmed) {
    return { ok: false, error: ERRORS.notHuman };
  }
  if (messageLength(input.message) < SUBMISSION_LIMITS.minMessageLength) {
    return { ok: false, error: ERRORS.messageTooShort };
  }
  return { ok: true, history: { attempts: history.attempts + 1, lastSubmittedAt: now } };
}
