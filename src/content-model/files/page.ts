import { group, list, longText, pagePath, text } from "../fields";

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
      paragraphs: list(longText(), { min: 1, max: 8, distinct: true }, "The section's paragraphs."),
    }),
    { min: 1, max: 16, uniqueBy: "heading" },
    about,
  );
