import { longDay, newest, newestFirst, versionAnchor } from "./releases";

const release = (version: string, date: string) => ({ version, date, notes: ["A note."] });

describe("an app's releases", () => {
  it("come newest day first, whatever the file's order", () => {
    const releases = [
      release("1.0", "2026-03-12"),
      release("1.2", "2026-10-07"),
      release("1.1", "2026-06-18"),
    ];
    expect(newestFirst(releases).map((r) => r.version)).toEqual(["1.2", "1.1", "1.0"]);
    expect(releases.map((r) => r.version)).toEqual(["1.0", "1.2", "1.1"]);
  });

  it("two on one day come by version number, as numbers: 1.10 after 1.9", () => {
    const releases = [
      release("1.9", "2026-01-01"),
      release("1.10", "2026-01-01"),
      release("1.9.1", "2026-01-01"),
    ];
    expect(newestFirst(releases).map((r) => r.version)).toEqual(["1.10", "1.9.1", "1.9"]);
  });

  it("the newest is the first of them; none is a mistake the content check prevents", () => {
    expect(newest([release("2", "2025-01-01"), release("3", "2026-01-01")]).version).toBe("3");
    expect(() => newest([])).toThrow(/without releases/);
  });

  it("each version has an anchor made of its number", () => {
    expect(versionAnchor("1.2.3")).toBe("version-1-2-3");
  });

  it("a day reads in words of the page's language, the same in every time zone", () => {
    expect(longDay("2026-11-26", "en")).toBe("November 26, 2026");
    expect(longDay("2027-01-01", "en")).toBe("January 1, 2027");
    expect(longDay("2026-11-26", "es")).toBe("26 de noviembre de 2026");
  });
});
