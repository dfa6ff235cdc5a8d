/**
 * The releases feeds, one per language: every app's versions in the language, newest first, as RSS
 * 2.0 at RELEASES_FEED_PATH in the language's folder, made by gatsby-plugin-feed from the content
 * (which also puts its <link rel="alternate"> on each of the language's pages).
 */
import { newerFirst, versionAnchor, type Release } from "../../src/lib/releases";
import { RELEASES_FEED_PATH, SITE_URL } from "../../src/lib/addresses";
import { LANGUAGES, type Language } from "../../src/lib/languages";
import type { Content } from "../content-files/content-folder";

/** Where a language's feed is: /releases.xml, /es/releases.xml. */
export const feedPathOf = (language: Language) => `${LANGUAGES[language].folder}${RELEASES_FEED_PATH}`;

/** The pages of a language, as a pattern of their addresses: the feed's link goes on those. */
function pagesOf(language: Language): string {
  const folders = Object.values(LANGUAGES).flatMap(({ folder }) => (folder ? [folder] : []));
  const { folder } = LANGUAGES[language];
  return folder ? `^${folder}(/|$)` : `^(?!(${folders.join("|")})(/|$))`;
}

/** What the feed's query returns for each app. */
interface FeedApp {
  readonly slug: string;
  readonly name: string;
  readonly support: { readonly path: string };
  readonly releases: readonly Release[];
}

const queryOf = (language: Language) => `{
  allAppContent(filter: { language: { eq: "${language}" } }) {
    nodes {
      slug
      name
      support { path }
      releases { version date notes }
    }
  }
}`;

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * One item per version of every app, newest first (apps by name on one day). Its id is a tag URI
 * of the app's file name and its version, dated when the company held the domain rather than by
 * the release, so that correcting a release's day does not make readers show it twice.
 */
export function releaseItems(apps: readonly FeedApp[]) {
  const host = new URL(SITE_URL).hostname;
  return apps
    .flatMap((app) => app.releases.map((release) => ({ ...release, app })))
    .sort((a, b) => b.date.localeCompare(a.date) || a.app.name.localeCompare(b.app.name) || newerFirst(a, b))
    .map(({ app, version, date, notes }) => ({
      title: `${app.name} ${version}`,
      description: `<ul>${notes.map((note) => `<li>${escapeHtml(note)}</li>`).join("")}</ul>`,
      url: new URL(`${app.support.path}#${versionAnchor(version)}`, SITE_URL).href,
      guid: `tag:${host},2026:${app.slug}/${version}`,
      date: `${date}T00:00:00Z`,
      categories: [app.name],
    }));
}

/**
 * The feed dated by its first item, the newest release, rather than by the build's clock (the rss
 * package always writes the time it ran): a build of unchanged content writes the same feed.
 */
export function steadyFeed(xml: string): string {
  const newest = /<item>.*?<pubDate>([^<]*)<\/pubDate>/s.exec(xml)?.[1];
  return xml.replace(
    /<lastBuildDate>[^<]*<\/lastBuildDate>/,
    newest ? `<lastBuildDate>${newest}</lastBuildDate>` : "",
  );
}

/** What a language's feed says of itself, from site.yaml in the language. */
type FeedWords = Pick<Content["site"]["releases"], "feedTitle" | "feedDescription">;

/** gatsby-plugin-feed's options: a feed per language, its title and description from its site.yaml. */
export function releaseFeedOptions(words: ReadonlyMap<Language, FeedWords>) {
  return {
    // The plugin's default first query asks for metadata the site does not have.
    query: "{ site { siteMetadata { siteUrl } } }",
    feeds: [...words].map(([language, { feedTitle, feedDescription }]) => ({
      output: feedPathOf(language),
      title: feedTitle,
      match: pagesOf(language),
      query: queryOf(language),
      setup: () => ({
        title: feedTitle,
        description: feedDescription,
        site_url: new URL(LANGUAGES[language].folder || "/", SITE_URL).href,
        feed_url: new URL(feedPathOf(language), SITE_URL).href,
        language: LANGUAGES[language].tag,
        generator: "Gatsby",
      }),
      serialize: ({ query }: { query: { allAppContent: { nodes: FeedApp[] } } }) =>
        releaseItems(query.allAppContent.nodes),
    })),
  };
}
