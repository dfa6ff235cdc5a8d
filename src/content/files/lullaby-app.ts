import type { z } from "zod";
import { groupFile } from "../content-file";
import {
  choice,
  group,
  list,
  longText,
  optional,
  pagePath,
  reference,
  text,
  url,
  wholeNumber,
} from "../fields";
import { screenshotsFile } from "./screenshots";

/** schema.org's application categories, for search engines. */
const APP_CATEGORIES = [
  "LifestyleApplication",
  "HealthApplication",
  "EntertainmentApplication",
  "MultimediaApplication",
  "EducationalApplication",
  "UtilitiesApplication",
] as const;

const screenshot = (about?: string) => reference(screenshotsFile, about);

/** content/lullaby-app.yaml: the app's card on the home page, its gallery page and its detail page. */
export const lullabyAppFile = groupFile({
  file: "lullaby-app.yaml",
  typeName: "LullabyAppYaml",
  about: "the Baby Lullabies iOS app: its home page card, its gallery page and its detail page",
  fields: {
    category: text("The heading above the card, e.g. iOS Applications."),
    name: text("The app's name, the card's title."),
    summary: longText("One or two sentences saying what the app does."),
    features: list(text(), {}, "The app's features, listed on the card."),
    detailsLinkLabel: text("The label of the card's link to the app page, e.g. App Details."),
    carousel: group(
      "LullabyAppYamlCarousel",
      {
        label: text("What the turning screenshots are, read to people who cannot see them."),
        slides: list(screenshot(), { exactly: 3 }, "The screenshots that turn, by slug."),
      },
      "The screenshots turning in the app's card on the home page.",
    ),
    appStore: group(
      "LullabyAppYamlAppStore",
      {
        url: url("The app's App Store page."),
        category: choice(APP_CATEGORIES, "The app's category, for search engines."),
        buttonLabel: text("The label of the App Store button."),
        tileHeading: text("The heading of the App Store tile."),
        tileText: longText("The text of the App Store tile."),
      },
      "The App Store link, button and tile.",
    ),
    gallery: group(
      "LullabyAppYamlGallery",
      {
        path: pagePath("The gallery page's address."),
        title: text("The page's heading and browser tab title."),
        tagline: text("The line under the heading."),
        description: longText("What the page shows, for search engines and link previews."),
        screenshots: list(screenshot(), { exactly: 6 }, "The screenshots shown, by slug, in two columns."),
      },
      "The gallery page.",
    ),
    detail: group(
      "LullabyAppYamlDetail",
      {
        path: pagePath("The app page's address."),
        title: text("The browser tab title."),
        description: longText("What the page shows, for search engines and link previews."),
        headline: text("The page's heading."),
        intro: longText("The text under the heading."),
        hero: screenshot("The screenshot at the top of the page, by slug."),
        badges: list(text(), { exactly: 3 }, "The three feature badges under the heading."),
        timer: group(
          "LullabyAppYamlTimer",
          {
            heading: text("The section's heading."),
            text: longText("The text under the heading."),
            options: list(text(), { min: 2 }, "The timer's choices, e.g. 5 minutes … All night."),
          },
          "The sleep timer section.",
        ),
        streaming: group(
          "LullabyAppYamlStreaming",
          { heading: text("The section's heading."), text: longText("The text under the heading.") },
          "The AirPlay and Bluetooth section.",
        ),
        moreScreenshots: group(
          "LullabyAppYamlMoreScreenshots",
          {
            heading: text("The section's heading."),
            screenshots: list(screenshot(), { min: 1, max: 6 }, "The screenshots shown, by slug."),
            galleryLinkLabel: optional(
              text("The label of the link to the gallery page; leave it out for no link."),
            ),
          },
          "The More screenshots section.",
        ),
        quote: group(
          "LullabyAppYamlQuote",
          {
            text: longText("What the parent said."),
            author: text("Who said it."),
            rating: wholeNumber(1, 5, "The number of stars."),
          },
          "The five-star quote tile, shown on wide screens.",
        ),
      },
      "The app page.",
    ),
  },
});

export type LullabyAppContent = z.infer<typeof lullabyAppFile.schema>;
