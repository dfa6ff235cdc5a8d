import type { z } from "zod";
import { sentence, type Collection } from "../declarations";
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
import { position } from "./position";
import { SCREENSHOTS } from "./screenshots";

/** schema.org's application categories, for search engines. */
const APP_CATEGORIES = [
  "LifestyleApplication",
  "HealthApplication",
  "EntertainmentApplication",
  "MultimediaApplication",
  "EducationalApplication",
  "UtilitiesApplication",
] as const;

/** How many of each list an app's pages can show and still look designed. */
export const APP_LIMITS = {
  /** The screenshots turning in the app's card on the home page. */
  slides: { min: 1, max: 6 },
  /** The gallery page's screenshots, two to a row. */
  gallery: { min: 2, max: 12 },
  /** The badges under the app page's heading. */
  badges: { min: 1, max: 4 },
} as const;

const ABOUT = "an app: its card on the home page, its gallery page and its app page";

const screenshot = (about?: string) => reference(SCREENSHOTS, about);

const app = group(
  "AppYaml",
  {
    name: text("The app's name, the card's title."),
    position: optional(position()),
    summary: longText("One or two sentences saying what the app does."),
    features: list(text(), { min: 1, max: 8, distinct: true }, "The app's features, listed on the card."),
    detailsLinkLabel: text("The label of the card's link to the app page, e.g. App Details."),
    carousel: optional(
      group(
        "AppYamlCarousel",
        {
          label: text("What the turning screenshots are, read to people who cannot see them."),
          slides: list(
            screenshot(),
            { ...APP_LIMITS.slides, distinct: true },
            "The screenshots that turn, by slug.",
          ),
        },
        "The screenshots turning in the app's card on the home page; leave it out for a card without screenshots.",
      ),
    ),
    appStore: group(
      "AppYamlAppStore",
      {
        url: url("The app's App Store page."),
        category: choice(APP_CATEGORIES, "The app's category, for search engines."),
        buttonLabel: text("The label of the App Store button on the app page."),
      },
      "The App Store link and button.",
    ),
    gallery: optional(
      group(
        "AppYamlGallery",
        {
          path: pagePath("The gallery page's address."),
          title: text("The page's heading and browser tab title."),
          tagline: text("The line under the heading."),
          description: longText("What the page shows, for search engines and link previews."),
          screenshots: list(
            screenshot(),
            { ...APP_LIMITS.gallery, distinct: true },
            "The screenshots shown, by slug, in two columns.",
          ),
        },
        "The app's gallery page; leave it out for an app without one.",
      ),
    ),
    detail: group(
      "AppYamlDetail",
      {
        path: pagePath("The app page's address."),
        title: text("The browser tab title."),
        description: longText("What the page shows, for search engines and link previews."),
        headline: text("The page's heading."),
        intro: longText("The text under the heading."),
        hero: optional(screenshot("The screenshot at the top of the page, by slug; leave it out for none.")),
        badges: list(
          text(),
          { ...APP_LIMITS.badges, distinct: true },
          "The feature badges under the heading.",
        ),
        sections: optional(
          list(
            group("AppYamlSection", {
              heading: text("The section's heading."),
              text: longText("The text under the heading."),
              chips: optional(
                list(
                  text(),
                  { min: 1, max: 8, distinct: true },
                  "Short words shown as chips under the text, e.g. timer choices.",
                ),
              ),
            }),
            { min: 1, max: 6, uniqueBy: "heading" },
            "The page's sections, one after the other, each with a heading and a text.",
          ),
        ),
        moreScreenshots: optional(
          group(
            "AppYamlMoreScreenshots",
            {
              heading: text("The section's heading."),
              screenshots: list(
                screenshot(),
                { min: 1, max: 8, distinct: true },
                "The screenshots shown, by slug.",
              ),
              galleryLinkLabel: optional(
                text("The label of the link to the gallery page; leave it out for no link."),
              ),
            },
            "The More screenshots section; leave it out for none.",
          ),
        ),
        quote: optional(
          group(
            "AppYamlQuote",
            {
              text: longText("What the reviewer said."),
              author: text("Who said it."),
              rating: wholeNumber(1, 5, "The number of stars."),
            },
            "A quote from a review, shown on wide screens; leave it out for none.",
          ),
        ),
      },
      "The app page.",
    ),
  },
  sentence(ABOUT),
);

/** content/apps/*.yaml: one file per app, its card on the home page, its gallery and its page. */
export const appsCollection = {
  shape: "folder",
  folder: "apps",
  label: "Apps",
  itemLabel: "app",
  typeName: "AppYaml",
  about: ABOUT,
  schema: app,
} as const satisfies Collection;

export type App = z.infer<typeof app>;
