import { releaseFeedOptions, releaseItems, steadyFeed } from "./release-feed";

const app = (slug: string, name: string, releases: Array<[string, string]>) => ({
  slug,
  name,
  support: { path: `/${slug}-support` },
  releases: releases.map(([version, date]) => ({ version, date, notes: [`${name} ${version} & more <b>`] })),
});

describe("the releases feed", () => {
  const items = releaseItems([
    app("moon", "Moon", [
      ["1.0", "2026-01-05"],
      ["1.1", "2026-03-01"],
    ]),
    app("bear", "Bear", [
      ["2.0", "2026-03-01"],
      ["1.9", "2025-12-24"],
    ]),
  ]);

  it("lists every app's versions, newest day first, apps by name on one day", () => {
    expect(items.map((item) => item.title)).toEqual(["Bear 2.0", "Moon 1.1", "Moon 1.0", "Bear 1.9"]);
  });

  it("links each to its notes on the app's support page, with an id that names the app and version", () => {
    expect(items[1]).toMatchObject({
      url: "https://www.camelbackdigital.com/moon-support#version-1-1",
      guid: "tag:www.camelbackdigital.com,2026:moon/1.1",
      date: "2026-03-01T00:00:00Z",
      description: "<ul><li>Moon 1.1 &amp; more &lt;b&gt;</li></ul>",
      categories: ["Moon"],
    });
  });

  it("keeps an item's id when its day is corrected", () => {
    const [corrected] = releaseItems([app("moon", "Moon", [["1.1", "2026-03-02"]])]);
    expect(corrected?.guid).toBe(items[1]?.guid);
  });

  it("is dated by its newest release, so that a build of the same content writes the same bytes", () => {
    const built = "<lastBuildDate>Thu, 26 Nov 2026 11:00:00 GMT</lastBuildDate>";
    const item = (day: string) => `<item><title>A</title><pubDate>${day}</pubDate></item>`;
    expect(
      steadyFeed(
        `<channel>${built}${item("Sun, 01 Mar 2026 00:00:00 GMT")}${item("Mon, 05 Jan 2026 00:00:00 GMT")}</channel>`,
      ),
    ).toBe(
      `<channel><lastBuildDate>Sun, 01 Mar 2026 00:00:00 GMT</lastBuildDate>${item("Sun, 01 Mar 2026 00:00:00 GMT")}${item("Mon, 05 Jan 2026 00:00:00 GMT")}</channel>`,
    );
    expect(steadyFeed(`<channel>${built}</channel>`)).toBe("<channel></channel>");
  });

  it("is one per language, titled from its content, with absolute addresses for itself and the site", () => {
    const [english, spanish] = releaseFeedOptions(
      new Map([
        ["en", { feedTitle: "Releases", feedDescription: "New versions." }],
        ["es", { feedTitle: "Versiones", feedDescription: "Versiones nuevas." }],
      ] as const),
    ).feeds;
    expect(english?.output).toBe("/releases.xml");
    expect(english?.setup()).toMatchObject({
      title: "Releases",
      description: "New versions.",
      site_url: "https://www.camelbackdigital.com/",
      feed_url: "https://www.camelbackdigital.com/releases.xml",
      language: "en-US",
    });
    expect(spanish?.output).toBe("/es/releases.xml");
    expect(spanish?.setup()).toMatchObject({
      title: "Versiones",
      site_url: "https://www.camelbackdigital.com/es",
      feed_url: "https://www.camelbackdigital.com/es/releases.xml",
      language: "es-US",
    });
  });

  it("is advertised on its language's pages only", () => {
    const words = { feedTitle: "", feedDescription: "" };
    const feeds = releaseFeedOptions(
      new Map([
        ["en", words],
        ["es", words],
      ] as const),
    ).feeds;
    const on = (path: string) =>
      feeds.filter((feed) => new RegExp(feed.match).test(path)).map((feed) => feed.output);
    expect(on("/")).toEqual(["/releases.xml"]);
    expect(on("/baby-lullabies-app")).toEqual(["/releases.xml"]);
    expect(on("/espresso")).toEqual(["/releases.xml"]);
    expect(on("/es")).toEqual(["/es/releases.xml"]);
    expect(on("/es/canciones-de-cuna-app")).toEqual(["/es/releases.xml"]);
  });
});
