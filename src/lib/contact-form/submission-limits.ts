/**
 * The contact form's submit limits (specification §9): the rules (rules.ts) enforce them and the
 * form's texts (messages.ts) state the message's minimum length. A module of their own, which
 * imports nothing, because rules.ts imports the texts it shows.
 */
export const SUBMISSION_LIMITS = {
  minMessageLength: 10,
  minGapMs: 10_000,
  maxAttempts: 3,
  windowMs: 3_600_000,
} as const;
