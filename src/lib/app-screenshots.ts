/** The parts of an app's file that name screenshots, however they are given (slugs, or as queried). */
interface ShowsScreenshots<S> {
  readonly gallery?: { readonly screenshots: readonly S[] } | null;
  readonly detail: {
    readonly hero?: S | null;
    readonly moreScreenshots?: { readonly screenshots: readonly S[] } | null;
  };
  readonly carousel?: { readonly slides: readonly S[] } | null;
}

/** Every screenshot an app's pages show, each once, by `key`: the gallery's, the app page's, the card's. */
export function appScreenshots<S>(app: ShowsScreenshots<S>, key: (screenshot: S) => string): S[] {
  const all = [
    ...(app.gallery?.screenshots ?? []),
    ...(app.detail.hero ? [app.detail.hero] : []),
    ...(app.detail.moreScreenshots?.screenshots ?? []),
    ...(app.carousel?.slides ?? []),
  ];
  // A Map keeps each key where it first came.
  return [...new Map(all.map((screenshot) => [key(screenshot), screenshot])).values()];
}
