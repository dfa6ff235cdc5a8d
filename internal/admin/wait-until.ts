import { setTimeout as sleep } from "node:timers/promises";

/**
 * Resolves once `check` answers true, asking again every `intervalMs` (a check that throws counts
 * as false); rejects once `signal` aborts.
 */
export async function waitUntil(
  check: () => Promise<boolean>,
  signal: AbortSignal,
  intervalMs = 500,
): Promise<void> {
  for (;;) {
    signal.throwIfAborted();
    if (await check().catch(() => false)) return;
    await sleep(intervalMs, undefined, { signal });
  }
}
