/**
 * Interface words that are not content: labels of controls and texts for screen readers.
 * Content an editor changes lives in content/*.yaml; the contact form's texts, fixed by the
 * specification, live in src/lib/contact-form/messages.ts.
 */
export const UI_TEXT = {
  skipToContent: "Skip to content",
  mainMenu: "Main menu",
  openMenu: "Menu",
  newTab: "(opens in a new tab)",
  carouselPause: "Pause slide show",
  carouselPlay: "Play slide show",
  carouselPrevious: "Previous screenshot",
  carouselNext: "Next screenshot",
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  rating: (stars: number, max: number) => `${stars} out of ${max} stars`,
  unexpectedError: "Unexpected Application Error!",
  unexpectedErrorHelp: "Something went wrong while showing this page. Please reload it or go back home.",
  reload: "Reload the page",
  /** What the 404 page logs to the console (specification: the attempted path is logged). */
  missingPageLog: (pathname: string) => `404 Error: User attempted to access non-existent route: ${pathname}`,
} as const;
