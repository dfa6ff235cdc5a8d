/**
 * Whether the page the visitor opened is still being hydrated, i.e. its HTML came from the build
 * and the first client render has not finished yet. `StaticContent` keeps that HTML as it is
 * instead of hydrating it. Pages reached later by client-side navigation, `gatsby develop` (whose
 * HTML is empty) and unit tests render normally.
 */

let firstRenderDone = false;

/** Called once the first client render is done (gatsby-browser's onInitialClientRender). */
export function markFirstRenderDone(): void {
  firstRenderDone = true;
}

/** True while the server-rendered HTML of the opened page is being hydrated. */
export function isHydratingServerHtml(): boolean {
  if (firstRenderDone || typeof document === "undefined") return false;
  // Gatsby's page wrapper: filled with the page in built HTML, empty in `develop` and in tests.
  const wrapper = document.getElementById("gatsby-focus-wrapper");
  return wrapper !== null && wrapper.childElementCount > 0;
}
