import type { z } from "zod";
import { sentence, type Collection } from "../declarations";
import { PRODUCT_KIND } from "../product-kinds";
import { say } from "../words";
import {
  choice,
  day,
  group,
  image,
  isGroup,
  list,
  longText,
  matching,
  optional,
  pagePath,
  properName,
  refined,
  reference,
  text,
  url,
  wholeNumber,
} from "../fields";
import { APPLE_ACCESSIBILITY_FEATURES, APPLE_DEVICES } from "../../lib/apple-accessibility";
import { APPLE_DATA_PURPOSES, APPLE_DATA_TYPES } from "../../lib/apple-privacy";
import { pageFields, policySections, position } from "./common";
import { SCREENSHOTS } from "./screenshots";

/** schema.org's application categories, for search engines. */
export const APP_CATEGORIES = [
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

const ABOUT =
  "an app: its card on the home page, its gallery page, its app page, its privacy and support pages and its releases";

const screenshot = (about?: string) => reference(SCREENSHOTS, about);

/** Version numbers as the App Store writes them: 1, 1.2 or 1.2.3. */
const VERSION = /^\d+(?:\.\d+){0,2}$/;

/** The paths a universal link may name, with * and ? as wildcards: a slash, then no space. */
const LINK_PATH = /^\/\S*$/;

/** A Google Play package name, such as com.example.app: letters, digits and _ in two parts or more. */
const PACKAGE_NAME = /^[a-zA-Z][a-zA-Z0-9_]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)+$/;

/** A certificate's SHA-256 fingerprint as Play Console shows it: 32 pairs of hex digits joined by colons. */
const FINGERPRINT = /^[0-9A-F]{2}(?::[0-9A-F]{2}){31}$/;

/** Data types of Apple's privacy details, each with what the app uses it for. */
const dataUses = (about: string) =>
  optional(
    list(
      group("AppYamlPrivacyDataUse", {
        type: choice(APPLE_DATA_TYPES, "The data type, in Apple's words, e.g. Crash Data."),
        purposes: list(
          choice(APPLE_DATA_PURPOSES),
          { max: APPLE_DATA_PURPOSES.length, distinct: true },
          "What the app uses it for.",
        ),
      }),
      { max: APPLE_DATA_TYPES.length, uniqueBy: "type" },
      about,
    ),
  );

/**
 * What an app collects, in the three sections of its App Store privacy label: a data type used to
 * track the person may also be linked to them, or not, but it cannot be both linked and not.
 */
const privacyData = refined(
  group(
    "AppYamlPrivacyData",
    {
      usedToTrackYou: optional(
        list(
          choice(APPLE_DATA_TYPES),
          { max: APPLE_DATA_TYPES.length, distinct: true },
          "Data Used to Track You: the data types used to track the person across other companies' apps and websites.",
        ),
      ),
      linkedToYou: dataUses("Data Linked to You: the data types collected and linked to the person."),
      notLinkedToYou: dataUses(
        "Data Not Linked to You: the data types collected but not linked to the person.",
      ),
    },
    "What the app collects, as in its privacy details on App Store Connect › App Privacy; leave it out if it collects nothing: the page then says Data Not Collected.",
  ),
  (data, context) => {
    const typesIn = (field: string) => {
      const uses = isGroup(data) ? data[field] : undefined;
      return Array.isArray(uses) ? uses.map((use: unknown) => (isGroup(use) ? use.type : undefined)) : [];
    };
    const linked = new Set(typesIn("linkedToYou").filter((type) => typeof type === "string"));
    typesIn("notLinkedToYou").forEach((type, index) => {
      if (typeof type === "string" && linked.has(type))
        context.addIssue({
          code: "custom",
          path: ["notLinkedToYou", index, "type"],
          message: say.inBoth(type, "linkedToYou", "a data type is linked to the person or it is not"),
        });
    });
  },
);

const app = group(
  "AppContent",
  {
    name: properName("The app's name, the card's title."),
    position: optional(position()),
    icon: image(
      "The app's icon, as on the App Store: a square PNG of 1024 × 1024 pixels, offered on its press page.",
      "images/apps",
    ),
    summary: longText("One or two sentences saying what the app does."),
    features: list(text(), { max: 8, distinct: true }, "The app's features, listed on the card."),
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
        id: optional(
          matching(
            /^\d{6,12}$/,
            'the digits of the App Store ID, in quotes, such as "1234567890"',
            "The app's App Store ID, the digits after id in its App Store address: once given, the App Store links go to https://apps.apple.com/app/id followed by it, and the app's pages show Safari's Smart App Banner. Leave it out until the app is on the App Store.",
          ),
        ),
        url: url("The App Store page the links go to until the app's App Store ID is given."),
        category: choice(APP_CATEGORIES, "The app's category, for search engines."),
        buttonLabel: text("The label of the App Store button on the app page."),
        languages: optional(
          list(
            matching(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, "a language code such as en, es or pt-BR"),
            { max: 40, distinct: true },
            "The languages the app itself is in, as its App Store page lists them, by code (en, es…): told to search engines. Leave it out to say none.",
          ),
        ),
        universalLinks: optional(
          group(
            "AppYamlUniversalLinks",
            {
              teamId: matching(
                /^[A-Z0-9]{10}$/,
                "ten capital letters and digits, such as ABCDE12345",
                "The Apple Developer team ID.",
              ),
              bundleId: matching(
                /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/,
                "a bundle ID such as com.example.app",
                "The app's bundle ID.",
              ),
              openedPaths: list(
                matching(LINK_PATH, "a path starting with a slash, such as /baby-lullabies-app/*"),
                { max: 20, distinct: true },
                "The addresses of this site the app opens instead of Safari; * stands for any text.",
              ),
            },
            "The site's addresses the app opens (universal links): published in /.well-known/apple-app-site-association. Leave it out if the app opens none.",
          ),
        ),
      },
      "The App Store link and button.",
      "App Store",
    ),
    googlePlay: optional(
      group(
        "AppYamlGooglePlay",
        {
          id: matching(
            PACKAGE_NAME,
            "a package name such as com.example.app",
            "The app's package name on Google Play (its address's id=): the Google Play button goes to its listing.",
          ),
          buttonLabel: text(
            "The label of the Google Play button on the app page, e.g. Get it on Google Play.",
          ),
          appLinks: optional(
            group(
              "AppYamlGooglePlayAppLinks",
              {
                sha256CertFingerprints: list(
                  matching(
                    FINGERPRINT,
                    "a SHA-256 fingerprint such as 14:6D:E9:…, 32 pairs of digits and A to F",
                  ),
                  { max: 10, distinct: true },
                  "The fingerprints of the app's signing certificates (Play Console › Test and release › App integrity).",
                ),
              },
              "Android App Links: published in /.well-known/assetlinks.json so that the app opens the site's links. Leave it out if it opens none.",
            ),
          ),
        },
        "The app on Google Play; leave it out for an app on the App Store only.",
        "Google Play",
      ),
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
                  { max: 8, distinct: true },
                  "Short words shown as chips under the text, e.g. timer choices.",
                ),
              ),
            }),
            { max: 6, uniqueBy: "heading" },
            "The page's sections, one after the other, each with a heading and a text.",
          ),
        ),
        moreScreenshots: optional(
          group(
            "AppYamlMoreScreenshots",
            {
              heading: text("The section's heading."),
              screenshots: list(screenshot(), { max: 8, distinct: true }, "The screenshots shown, by slug."),
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
    releases: list(
      group("AppYamlRelease", {
        version: matching(VERSION, 'a version number in quotes, such as "1.2"', "The version's number."),
        date: day("The day it came out."),
        notes: list(longText(), { max: 10, distinct: true }, "What is new in it, one item each."),
      }),
      { max: 200, uniqueBy: "version" },
      "The app's versions, in any order: the newest by date shows on the app page, all of them on the support page and in the releases feed.",
    ),
    privacy: group(
      "AppYamlPrivacy",
      {
        ...pageFields("The privacy page's address: the Privacy Policy URL in App Store Connect."),
        linkLabel: text("The label of the app page's link to this page, e.g. Privacy Policy."),
        updated: day("The day the policy last changed."),
        intro: longText("The text under the heading."),
        dataHeading: text("The heading of what the app collects, e.g. What the app collects."),
        data: optional(privacyData),
        sections: policySections(
          "The policy's other sections, such as how to ask for a copy or deletion of one's data.",
        ),
      },
      "The app's privacy policy page.",
    ),
    accessibility: optional(
      group(
        "AppYamlAccessibility",
        {
          ...pageFields("The accessibility page's address."),
          linkLabel: text("The label of the links to this page, e.g. Accessibility."),
          intro: longText("The text under the heading."),
          devices: list(
            group("AppYamlAccessibilityDevice", {
              device: choice(APPLE_DEVICES, "The device, as App Store Connect names it."),
              features: optional(
                list(
                  choice(APPLE_ACCESSIBILITY_FEATURES),
                  { max: APPLE_ACCESSIBILITY_FEATURES.length, distinct: true },
                  "The features the app supports on it, as declared in App Store Connect › App Accessibility.",
                ),
              ),
            }),
            { max: 6, uniqueBy: "device" },
            "For each device the app runs on, the accessibility features it supports.",
          ),
          helpHeading: text("The heading of how to ask for help, e.g. Need something else?"),
          help: longText("How to ask for help or for a feature: the page links the support page after it."),
        },
        "The app's accessibility page, as the App Store's Accessibility Nutrition Label; leave it out until the app declares its features.",
      ),
    ),
    terms: optional(
      group(
        "AppYamlTerms",
        {
          ...pageFields("The terms page's address: the Terms of Use (EULA) link in App Store Connect."),
          linkLabel: text("The label of the links to this page, e.g. Terms of Use."),
          updated: day("The day the terms last changed."),
          sections: policySections("The terms, section by section."),
        },
        "The app's own terms of use; leave it out to link Apple's standard license agreement instead.",
      ),
    ),
    press: group(
      "AppYamlPress",
      {
        ...pageFields("The press page's address."),
        linkLabel: text("The label of the links to this page, e.g. Baby Lullabies press kit."),
      },
      "The app's press page: a fact sheet from its other fields, its description, and its icon and screenshots to download, each and all together.",
    ),
    support: group(
      "AppYamlSupport",
      {
        ...pageFields("The support page's address: the Support URL in App Store Connect."),
        linkLabel: text("The label of the app page's link to this page, e.g. Support."),
        intro: longText("The text under the heading."),
        requirements: group(
          "AppYamlRequirements",
          {
            heading: text("The section's heading."),
            system: text("The system the app needs, e.g. iOS 16.0 or later."),
            devices: list(properName(), { max: 6, distinct: true }, "The devices it runs on, e.g. iPhone."),
          },
          "What the app needs.",
        ),
        questions: group(
          "AppYamlQuestions",
          {
            heading: text("The section's heading."),
            items: list(
              group("AppYamlQuestion", {
                question: text("The question."),
                answer: longText("Its answer."),
              }),
              { max: 20, uniqueBy: "question" },
              "Questions people ask, with their answers.",
            ),
          },
          "Questions and answers.",
        ),
        releasesHeading: text("The heading of the list of every version, e.g. Version history."),
      },
      "The app's support page; the company's contact details and the contact form end it.",
    ),
  },
  sentence(ABOUT),
);

/** content/apps/*.yaml: one file per app, its card on the home page, its gallery and its page. */
export const appsCollection = {
  shape: "folder",
  folder: PRODUCT_KIND.apps,
  label: "Apps",
  itemLabel: "app",
  typeName: "AppContent",
  about: ABOUT,
  schema: app,
} as const satisfies Collection;

export type App = z.infer<typeof app>;
