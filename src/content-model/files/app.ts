import type { z } from "zod";
import { collection } from "../content-file";
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
  type ListSize,
} from "../fields";
import { PRODUCT_KINDS } from "../product-kinds";
import { position } from "./position";
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

/** How many of each list an app's pages can show and still look designed. */
interface AppLimits {
  /** The screenshots turning in the app's card on the home page. */
  readonly slides: ListSize;
  /** The gallery page's screenshots, two to a row. */
  readonly gallery: ListSize;
  /** The badges under the app page's heading. */
  readonly badges: ListSize;
}

/** What the layout supports for any app. */
export const APP_LIMITS = {
  slides: { min: 1, max: 6 },
  gallery: { min: 2, max: 12 },
  badges: { min: 1, max: 4 },
} as const satisfies AppLimits;

/** The specification's counts for its own app: a carousel of 3, a gallery of 6, three badges. */
const SPECIFICATION_LIMITS = {
  slides: { exactly: 3 },
  gallery: { exactly: 6 },
  badges: { exactly: 3 },
} as const satisfies AppLimits;

/** The specification's app, by its file name: content/apps/baby-lullabies.yaml. */
export const SPECIFICATION_APP = "baby-lullabies";

const screenshot = (about?: string) => reference(screenshotsFile, about);

/**
 * An app's fields. Its carousel, gallery, hero screenshot, sections, More screenshots and quote
 * are optional unless `complete`: the specification's app has every one of them.
 */
function appFields<C extends boolean>(limits: AppLimits, complete: C) {
  type Given<T extends z.ZodType> = C extends true ? T : ReturnType<typeof optional<T>>;
  const given = <T extends z.ZodType>(field: T) => (complete ? field : optional(field)) as Given<T>;
  const carousel = group(
    "AppYamlCarousel",
    {
      label: text("What the turning screenshots are, read to people who cannot see them."),
      slides: list(screenshot(), { ...limits.slides, distinct: true }, "The screenshots that turn, by slug."),
    },
    "The screenshots turning in the app's card on the home page; leave it out for a card without screenshots.",
  );
  const gallery = group(
    "AppYamlGallery",
    {
      path: pagePath("The gallery page's address."),
      title: text("The page's heading and browser tab title."),
      tagline: text("The line under the heading."),
      description: longText("What the page shows, for search engines and link previews."),
      screenshots: list(
        screenshot(),
        { ...limits.gallery, distinct: true },
        "The screenshots shown, by slug, in two columns.",
      ),
    },
    "The app's gallery page; leave it out for an app without one.",
  );
  return {
    name: text("The app's name, the card's title."),
    position: optional(position()),
    summary: longText("One or two sentences saying what the app does."),
    features: list(text(), { min: 1, max: 8, distinct: true }, "The app's features, listed on the card."),
    detailsLinkLabel: text("The label of the card's link to the app page, e.g. App Details."),
    carousel: given(carousel),
    appStore: group(
      "AppYamlAppStore",
      {
        url: url("The app's App Store page."),
        category: choice(APP_CATEGORIES, "The app's category, for search engines."),
        buttonLabel: text("The label of the App Store button on the app page."),
      },
      "The App Store link and button.",
    ),
    gallery: given(gallery),
    detail: group(
      "AppYamlDetail",
      {
        path: pagePath("The app page's address."),
        title: text("The browser tab title."),
        description: longText("What the page shows, for search engines and link previews."),
        headline: text("The page's heading."),
        intro: longText("The text under the heading."),
        hero: given(screenshot("The screenshot at the top of the page, by slug; leave it out for none.")),
        badges: list(text(), { ...limits.badges, distinct: true }, "The feature badges under the heading."),
        sections: given(
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
        moreScreenshots: given(
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
        quote: given(
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
  };
}

/** The specification's app's fields: every part of its pages given, with the specification's counts. */
const specificationAppFields = appFields(SPECIFICATION_LIMITS, true);

/** content/apps/*.yaml: one file per app, its card on the home page, its gallery and its page. */
export const appsCollection = collection({
  folder: PRODUCT_KINDS.apps,
  label: "Apps",
  itemLabel: "app",
  typeName: "AppYaml",
  about: "an app: its card on the home page, its gallery page and its app page",
  fields: appFields(APP_LIMITS, false),
  stricter: {
    [SPECIFICATION_APP]: {
      fields: specificationAppFields,
      why: "The specification's app has every part of its pages, a carousel of exactly 3 screenshots, a gallery of exactly 6 and 3 badges.",
    },
  },
});

export type AppContent = z.infer<typeof appsCollection.schema>;
export type SpecificationAppContent = z.infer<z.ZodObject<typeof specificationAppFields>>;
