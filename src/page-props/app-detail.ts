import type { AppDetailPageProps } from "../components/app/AppDetailPage";
import type { Screenshot } from "../lib/graphql-results";
import { orNull, type Maybe } from "./maybe";

/** What an app's page shows, with its screenshots as `S` (nodes or slugs). */
export interface AppPageContent<S> {
  readonly name: string;
  readonly appStore: { readonly url: string; readonly buttonLabel: string };
  readonly gallery?: Maybe<{ readonly path: string }>;
  readonly detail: {
    readonly headline: string;
    readonly intro: string;
    readonly hero?: Maybe<S>;
    readonly badges: readonly string[];
    readonly sections?: Maybe<
      ReadonlyArray<{
        readonly heading: string;
        readonly text: string;
        readonly chips?: Maybe<readonly string[]>;
      }>
    >;
    readonly moreScreenshots?: Maybe<{
      readonly heading: string;
      readonly screenshots: readonly S[];
      readonly galleryLinkLabel?: Maybe<string>;
    }>;
    readonly quote?: Maybe<{ readonly text: string; readonly author: string; readonly rating: number }>;
  };
}

/**
 * An app's content as its page shows it: the template and the editor's preview both use this.
 * The link to the gallery shows where the app has a gallery and the content labels the link.
 */
export function appDetailPageProps<S>(
  app: AppPageContent<S>,
  screenshot: (shot: S) => Screenshot,
  contact: AppDetailPageProps["contact"],
): AppDetailPageProps {
  const { detail } = app;
  const more = detail.moreScreenshots;
  const galleryPath = app.gallery?.path;
  const galleryLabel = more?.galleryLinkLabel;
  return {
    name: app.name,
    headline: detail.headline,
    intro: detail.intro,
    hero: detail.hero ? screenshot(detail.hero) : null,
    badges: detail.badges,
    appStore: { url: app.appStore.url, buttonLabel: app.appStore.buttonLabel },
    sections: (detail.sections ?? []).map((section) => ({
      heading: section.heading,
      text: section.text,
      chips: orNull(section.chips),
    })),
    moreScreenshots: more
      ? {
          heading: more.heading,
          screenshots: more.screenshots.map(screenshot),
          galleryLink: galleryPath && galleryLabel ? { path: galleryPath, label: galleryLabel } : null,
        }
      : null,
    quote: detail.quote
      ? { text: detail.quote.text, author: detail.quote.author, rating: detail.quote.rating }
      : null,
    contact,
  };
}
