/**
 * The contact form's submit limits (specification §9): the rules (rules.ts) enforce them and the
 * form's words in every language (src/lib/dictionary.ts) state the message's minimum length.
 */
export const SUBMISSION_LIMITS = {
  minMessageLength: 10,
  minGapMs: 10_000,
  maxAttempts: 3,
  windowMs: 3_600_000,
} as const;
