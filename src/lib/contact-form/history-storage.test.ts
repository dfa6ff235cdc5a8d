import {
  browserStorage,
  readHistory,
  STORAGE_KEYS,
  writeHistory,
  type KeyValueStorage,
} from "./history-storage";
import { NO_HISTORY } from "./rules";

const NOW = 1_800_000_000_000;

function memoryStorage(
  values: Record<string, string> = {},
): KeyValueStorage & { values: Record<string, string> } {
  return {
    values,
    getItem: (key) => (key in values ? values[key] : null),
    setItem: (key, value) => {
      values[key] = value;
    },
  };
}

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("readHistory", () => {
  it("reads stored values", () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.attempts]: "2",
      [STORAGE_KEYS.lastSubmittedAt]: String(NOW - 5),
    });
    expect(readHistory(storage, NOW)).toEqual({ attempts: 2, lastSubmittedAt: NOW - 5 });
  });

  it("treats nothing stored, no storage and throwing storage as no history", () => {
    expect(readHistory(memoryStorage(), NOW)).toEqual(NO_HISTORY);
    expect(readHistory(null, NOW)).toEqual(NO_HISTORY);
    expect(readHistory(throwing, NOW)).toEqual(NO_HISTORY);
  });

  it.each(["abc", "-3", "1.5", "", "NaN", "1e3", "Infinity"])("reads attempts %p as 0", (raw) => {
    expect(readHistory(memoryStorage({ [STORAGE_KEYS.attempts]: raw }), NOW).attempts).toBe(0);
  });

  it.each(["abc", "-5", "0", "", String(NOW + 1), "12.5"])(
    "reads last submission time %p as no previous submission",
    (raw) => {
      const storage = memoryStorage({ [STORAGE_KEYS.lastSubmittedAt]: raw, [STORAGE_KEYS.attempts]: "9" });
      expect(readHistory(storage, NOW)).toEqual({ attempts: 9, lastSubmittedAt: null });
    },
  );
});

describe("writeHistory", () => {
  it("stores both values as text", () => {
    const storage = memoryStorage();
    expect(writeHistory(storage, { attempts: 3, lastSubmittedAt: NOW })).toBe(true);
    expect(storage.values).toEqual({
      [STORAGE_KEYS.attempts]: "3",
      [STORAGE_KEYS.lastSubmittedAt]: String(NOW),
    });
  });

  it("reports failure instead of throwing", () => {
    expect(writeHistory(throwing, { attempts: 1, lastSubmittedAt: NOW })).toBe(false);
    expect(writeHistory(null, { attempts: 1, lastSubmittedAt: NOW })).toBe(false);
  });
});

describe("browserStorage", () => {
  it("is null where reading localStorage throws", () => {
    const spy = jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(browserStorage()).toBeNull();
    spy.mockRestore();
    expect(browserStorage()).toBe(window.localStorage);
  });
});
