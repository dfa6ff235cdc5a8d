import didYouMean, { ThresholdTypeEnums } from "didyoumean2";

/**
 * How alike a mistyped word and an option must be (1 − edits ÷ length of the longer) to be
 * suggested. didyoumean2 counts edits as Levenshtein does, where swapping two letters costs two:
 * 'titel' is 0.6 alike 'title'. At 0.6 a likely typo is suggested, and an unrelated word is not
 * ('white-noise' suggests no other screenshot).
 */
const LIKELY_TYPO = 0.6;

/** The option closest to a mistyped `word` (ignoring case), if it is close enough to be a typo. */
export function suggest(word: string, options: readonly string[]): string | undefined {
  return (
    didYouMean(word, options, { threshold: LIKELY_TYPO, thresholdType: ThresholdTypeEnums.SIMILARITY }) ??
    undefined
  );
}
