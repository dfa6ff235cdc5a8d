/** Fields several content files declare alike. */
import { group, list, longText, pagePath, text, wholeNumber } from "../fields";

/** What every page of its own has: its address, its heading and tab title, and its description. */
export const pageFields = (about: string) => ({
  path: pagePath(about),
  title: text("The page's heading and browser tab title."),
  description: longText("What the page says, for search engines and link previews."),
});

/** A policy's sections, each a heading and its paragraphs. */
export const policySections = (about: string) =>
  list(
    group("PolicySection", {
      heading: text("The section's heading."),
      paragraphs: list(longText(), { max: 8, distinct: true }, "The section's paragraphs."),
    }),
    { max: 16, uniqueBy: "heading" },
    about,
  );

/** Where a product stands among the others of its kind on the home page. */
export const position = () =>
  wholeNumber(
    1,
    999,
    "Where the card stands in its group on the home page: 1 comes first. Products without one come after, by name.",
  );
