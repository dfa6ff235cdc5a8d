/**
 * Apple's privacy details (App Store Connect, App Privacy) in Apple's own words: the content model
 * offers them as choices, an app's privacy page shows them. Apart from the content model, so that
 * the pages do not bundle its schemas.
 */

/** The categories of data of Apple's privacy details (App Store Connect, App Privacy). */
export const APPLE_DATA_CATEGORIES = [
  "Contact Info",
  "Health & Fitness",
  "Financial Info",
  "Location",
  "Sensitive Info",
  "Contacts",
  "User Content",
  "Browsing History",
  "Search History",
  "Identifiers",
  "Purchases",
  "Usage Data",
  "Diagnostics",
  "Surroundings",
  "Body",
  "Other Data",
] as const;

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

/** How data relates to the person, in Apple's privacy details: the headings of an app's label. */
export const APPLE_DATA_USES = [
  "Data Used to Track You",
  "Data Linked to You",
  "Data Not Linked to You",
] as const;
