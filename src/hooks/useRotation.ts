import { useCallback, useEffect, useState } from "react";

export interface Rotation {
  /** The index of the visible item. */
  readonly index: number;
  /** Whether it is turning by itself right now. */
  readonly rotating: boolean;
  readonly goTo: (index: number) => void;
  readonly next: () => void;
  readonly previous: () => void;
}

/** The next position in an endless cycle of `count` items. */
export const cycle = (index: number, step: number, count: number): number =>
  (((index + step) % count) + count) % count;

/**
 * An index that advances every `intervalMs` through `count` items and wraps around, while `active`.
 * Stepping by hand restarts the interval so the next automatic step is a full interval away.
 */
export function useRotation(count: number, intervalMs: number, active: boolean): Rotation {
  const [index, setIndex] = useState(0);
  const [manualSteps, setManualSteps] = useState(0);
  const rotating = active && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setIndex((i) => cycle(i, 1, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs, manualSteps]);

  const goTo = useCallback(
    (target: number) => {
      setIndex(cycle(target, 0, count));
      setManualSteps((n) => n + 1);
    },
    [count],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  return { index, rotating, goTo, next, previous };
}
