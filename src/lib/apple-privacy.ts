/**
 * Apple's privacy details (App Store Connect, App Privacy) in Apple's own words: the content model
 * offers them as choices, an app's privacy page shows them as the App Store does. Apart from the
 * content model, so that the pages do not bundle its schemas.
 *
 * The content names each term in English, Apple's identifiers; a page in another language shows
 * the App Store's words in that language (APPLE_PRIVACY_WORDS), the Spanish of Apple's Latin
 * American App Store.
 */

/** Apple's data types, by the category its label groups them in. */
const DATA_TYPES_BY_CATEGORY = {
  "Contact Info": ["Name", "Email Address", "Phone Number", "Physical Address", "Other User Contact Info"],
  "Health & Fitness": ["Health", "Fitness"],
  "Financial Info": ["Payment Info", "Credit Info", "Other Financial Info"],
  Location: ["Precise Location", "Coarse Location"],
  "Sensitive Info": ["Sensitive Info"],
  Contacts: ["Contacts"],
  "User Content": [
    "Emails or Text Messages",
    "Photos or Videos",
    "Audio Data",
    "Gameplay Content",
    "Customer Support",
    "Other User Content",
  ],
  "Browsing History": ["Browsing History"],
  "Search History": ["Search History"],
  Identifiers: ["User ID", "Device ID"],
  Purchases: ["Purchase History"],
  "Usage Data": ["Product Interaction", "Advertising Data", "Other Usage Data"],
  Diagnostics: ["Crash Data", "Performance Data", "Other Diagnostic Data"],
  Surroundings: ["Environment Scanning"],
  Body: ["Hands", "Head"],
  "Other Data": ["Other Data Types"],
} as const;

export type AppleDataCategory = keyof typeof DATA_TYPES_BY_CATEGORY;
export type AppleDataType = (typeof DATA_TYPES_BY_CATEGORY)[AppleDataCategory][number];

/** Every data type an app may declare, category by category. */
// Pure: the pages' inline script reads the dictionaries, which read this module, and leaves it out.
export const APPLE_DATA_TYPES = /* @__PURE__ */ Object.values(DATA_TYPES_BY_CATEGORY).flat() as [
  AppleDataType,
  ...AppleDataType[],
];

/** The category Apple's label shows a data type under: Crash Data → Diagnostics. */
export const categoryOf = (type: string): string =>
  Object.entries(DATA_TYPES_BY_CATEGORY).find(([, types]) =>
    (types as readonly string[]).includes(type),
  )?.[0] ?? type;

/** What data is used for, in Apple's privacy details. */
export const APPLE_DATA_PURPOSES = [
  "Third-Party Advertising",
  "Developer's Advertising or Marketing",
  "Analytics",
  "Product Personalization",
  "App Functionality",
  "Other Purposes",
] as const;

/** Apple's words for an app that collects nothing, as its App Store page says them. */
export const APPLE_NO_DATA = "Data Not Collected";

/**
 * The sections of an app's privacy label, as the App Store shows them: the content's field of
 * each, its heading and the sentence under it. A data type used to track may also be linked to
 * the person or not, but not both.
 */
export const APPLE_DATA_SECTIONS = [
  {
    field: "usedToTrackYou",
    heading: "Data Used to Track You",
    lead: "The following data may be used to track you across apps and websites owned by other companies:",
  },
  {
    field: "linkedToYou",
    heading: "Data Linked to You",
    lead: "The following data may be collected and linked to your identity:",
  },
  {
    field: "notLinkedToYou",
    heading: "Data Not Linked to You",
    lead: "The following data may be collected but it is not linked to your identity:",
  },
] as const;

export type AppleDataSection = (typeof APPLE_DATA_SECTIONS)[number]["field"];

/**
 * What a data type is used for, in a language's sentence (`{purposes}` stands for them) and its
 * way of listing: "used for Analytics and App Functionality".
 */
export const usedFor = (purposes: readonly string[], sentence = "used for {purposes}", locale = "en-US") =>
  sentence.replace("{purposes}", new Intl.ListFormat(locale, { type: "conjunction" }).format(purposes));

/** Each term as its own word: English, where the identifiers are Apple's words. */
const asThemselves = <Term extends string>(terms: readonly Term[]) =>
  Object.fromEntries(terms.map((term): [Term, string] => [term, term])) as Record<Term, string>;

/**
 * Apple's privacy label in English, where Apple's identifiers are its words: each term by its
 * English identifier (what the content says). Every language's label has its shape (the
 * dictionaries' type), so that a term left out fails typecheck.
 */
export const englishPrivacyWords = () => ({
  /** Each section's heading and the sentence under it. */
  sections: Object.fromEntries(
    APPLE_DATA_SECTIONS.map(({ field, heading, lead }) => [field, { heading, lead }]),
  ) as Readonly<Record<AppleDataSection, { readonly heading: string; readonly lead: string }>>,
  /** For an app that collects nothing. */
  noData: APPLE_NO_DATA,
  categories: asThemselves(Object.keys(DATA_TYPES_BY_CATEGORY) as AppleDataCategory[]),
  dataTypes: asThemselves(APPLE_DATA_TYPES),
  purposes: asThemselves(APPLE_DATA_PURPOSES),
  /** What a data type is used for, `{purposes}` standing for them: "used for {purposes}". */
  usedFor: "used for {purposes}",
});

/** A term of the content in a language's words: one Apple has not (the content's checks keep them out) as it is. */
export const termIn = (terms: Readonly<Partial<Record<string, string>>>, term: string): string =>
  terms[term] ?? term;
