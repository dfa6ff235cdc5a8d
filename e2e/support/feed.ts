import type { Page } from "@playwright/test";

export interface FeedItem {
  readonly title: string;
  readonly link: string;
  readonly guid: string;
  readonly permaLink: string | null;
  readonly pubDate: string;
}

export interface Feed {
  /** What the browser's XML parser found wrong: nothing, for well-formed XML. */
  readonly parseErrors: string;
  readonly version: string | null;
  readonly title: string;
  readonly self: string | null;
  readonly items: readonly FeedItem[];
}

/** The feed at `address`, fetched and parsed by the browser's own XML parser. */
export async function readFeed(page: Page, address: string): Promise<Feed> {
  const response = await page.request.get(address);
  if (!response.ok()) throw new Error(`${address} answered ${response.status()}`);
  const xml = await response.text();
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const child = (parent: Element, name: string) => parent.getElementsByTagName(name)[0];
    const textOf = (parent: Element, name: string) => child(parent, name)?.textContent ?? "";
    const channel = doc.getElementsByTagName("channel")[0];
    const self = channel
      ? [...channel.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")].find(
          (link) => link.getAttribute("rel") === "self",
        )
      : undefined;
    return {
      parseErrors: [...doc.getElementsByTagName("parsererror")].map((error) => error.textContent).join("\n"),
      version: doc.documentElement.getAttribute("version"),
      title: channel ? textOf(channel, "title") : "",
      self: self?.getAttribute("href") ?? null,
      items: [...doc.getElementsByTagName("item")].map((item) => ({
        title: textOf(item, "title"),
        link: textOf(item, "link"),
        guid: textOf(item, "guid"),
        permaLink: child(item, "guid")?.getAttribute("isPermaLink") ?? null,
        pubDate: textOf(item, "pubDate"),
      })),
    };
  }, xml);
}
