/** @jest-environment node */
import { waitUntil } from "./wait-until";

describe("waiting until a service answers", () => {
  it("asks again until the answer is yes, counting a failed check as no", async () => {
    const answers = [Promise.reject(new Error("refused")), Promise.resolve(false), Promise.resolve(true)];
    let asked = 0;
    await waitUntil(() => answers[asked++] ?? Promise.resolve(true), new AbortController().signal, 1);
    expect(asked).toBe(3);
  });

  it("gives up when stopped", async () => {
    const stop = new AbortController();
    const waiting = waitUntil(async () => false, stop.signal, 10_000);
    stop.abort(new Error("stopped"));
    await expect(waiting).rejects.toThrow();
  });
});
