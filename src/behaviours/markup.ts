/**
 * The data attributes through which the behaviours find their parts in the server-rendered HTML.
 * Components render them (`{...hook(CAROUSEL.root)}`); behaviours look them up. One list, so a
 * renamed attribute cannot leave a component and its behaviour talking past each other.
 */
export const CONTACT_FORM = {
  form: "data-contact-form",
  message: "data-message",
  count: "data-message-count",
  hint: "data-message-hint",
  human: "data-human-check",
  error: "data-form-error",
} as const;

export const CAROUSEL = {
  root: "data-carousel",
  toggle: "data-carousel-toggle",
  previous: "data-carousel-previous",
  next: "data-carousel-next",
  slides: "data-carousel-slides",
  slide: "data-carousel-slide",
  dot: "data-carousel-dot",
} as const;

/** Where the footer shows the year: the build year in the HTML, the visitor's year once shown. */
export const CURRENT_YEAR = "data-current-year";

/** Marks the 404 page, whose attempted address is logged to the console. */
export const MISSING_PAGE = "data-missing-page";

/** A CSS selector for the elements that carry `attribute`. */
export const selector = (attribute: string): string => `[${attribute}]`;

/** The props that put `attribute` on an element, e.g. `<form {...hook(CONTACT_FORM.form)}>`. */
export const hook = (attribute: string): Record<string, string> => ({ [attribute]: "" });
