/**
 * The content model: every file in `content/` and every field it holds.
 * Editors' guide: CONTENT.md. To add a field, add it here, then to the YAML, then to a query.
 */
import {
  choice,
  group,
  image,
  list,
  longText,
  optional,
  pagePath,
  reference,
  text,
  url,
  wholeNumber,
  type ContentFileSpec,
  type GroupFileSpec,
  type ListFileSpec,
} from "./schema";
import { SECTION_IDS } from "../lib/sections";

/** schema.org's application categories, for search engines. */
const APP_CATEGORIES = [
  "LifestyleApplication",
  "HealthApplication",
  "EntertainmentApplication",
  "MultimediaApplication",
  "EducationalApplication",
  "UtilitiesApplication",
] as const;

export const screenshotsFile: ListFileSpec = {
  shape: "list",
  file: "screenshots.yaml",
  typeName: "ScreenshotsYaml",
  fileTypeName: "ScreenshotsFileYaml",
  entries: "screenshots",
  about: "the app's screenshots, each with its image and a description for screen readers",
  key: "slug",
  fields: {
    slug: text(),
    image: image(),
    alt: longText(),
  },
};

const screenshot = () => reference(screenshotsFile);
const heading = (typeName: string) => group(typeName, { heading: text(), text: longText() });

export const siteFile: GroupFileSpec = {
  shape: "group",
  file: "site.yaml",
  typeName: "SiteYaml",
  about: "company-wide texts: header, home page sections, contact details, footer and 404 page",
  fields: {
    companyName: text(),
    description: longText(),
    logo: image(),
    logoAlt: text(),
    shareImage: image(),
    shareImageAlt: text(),
    nav: list(
      group("SiteYamlNavItem", {
        label: text(),
        section: choice(SECTION_IDS),
      }),
      { min: 1, max: 6 },
    ),
    hero: group("SiteYamlHero", { heading: text(), text: longText() }),
    about: group("SiteYamlAbout", { heading: text(), paragraphs: list(longText()) }),
    products: group("SiteYamlProducts", { heading: text(), intro: longText() }),
    contact: group("SiteYamlContact", {
      heading: text(),
      intro: longText(),
      address: group("SiteYamlContactAddress", {
        label: text(),
        street: text(),
        locality: text(),
        region: text(),
        postalCode: text(),
        country: text(),
      }),
      phone: group("SiteYamlContactEntry", { label: text(), text: text() }),
      email: group("SiteYamlContactEntry", { label: text(), text: text() }),
    }),
    footer: group("SiteYamlFooter", { notice: longText() }),
    notFound: group("SiteYamlNotFound", {
      title: text(),
      text: longText(),
      linkLabel: text(),
    }),
  },
};

export const directoryFile: GroupFileSpec = {
  shape: "group",
  file: "directory.yaml",
  typeName: "DirectoryYaml",
  about: "the web directory of local Botox providers, shown under Web Platforms on the home page",
  fields: {
    category: text(),
    name: text(),
    summary: longText(),
    description: list(longText()),
    features: list(text()),
    url: url(),
    linkLabel: text(),
  },
};

export const lullabyAppFile: GroupFileSpec = {
  shape: "group",
  file: "lullaby-app.yaml",
  typeName: "LullabyAppYaml",
  about: "the Baby Lullabies iOS app: its home page card, its gallery page and its detail page",
  fields: {
    category: text(),
    name: text(),
    summary: longText(),
    features: list(text()),
    detailsLinkLabel: text(),
    carousel: group("LullabyAppYamlCarousel", {
      label: text(),
      slides: list(screenshot(), { exactly: 3 }),
    }),
    appStore: group("LullabyAppYamlAppStore", {
      url: url(),
      category: choice(APP_CATEGORIES),
      buttonLabel: text(),
      tileHeading: text(),
      tileText: longText(),
    }),
    gallery: group("LullabyAppYamlGallery", {
      path: pagePath(),
      title: text(),
      tagline: text(),
      description: longText(),
      screenshots: list(screenshot(), { exactly: 6 }),
    }),
    detail: group("LullabyAppYamlDetail", {
      path: pagePath(),
      title: text(),
      description: longText(),
      headline: text(),
      intro: longText(),
      hero: screenshot(),
      badges: list(text(), { exactly: 3 }),
      timer: group("LullabyAppYamlTimer", {
        heading: text(),
        text: longText(),
        options: list(text(), { min: 2 }),
      }),
      streaming: heading("LullabyAppYamlStreaming"),
      moreScreenshots: group("LullabyAppYamlMoreScreenshots", {
        heading: text(),
        screenshots: list(screenshot(), { min: 1, max: 6 }),
        galleryLinkLabel: optional(text()),
      }),
      quote: group("LullabyAppYamlQuote", {
        text: longText(),
        author: text(),
        rating: wholeNumber(1, 5),
      }),
    }),
  },
};

/** Every content file, in the order an editor would read them. */
export const contentFiles: readonly ContentFileSpec[] = [
  siteFile,
  directoryFile,
  lullabyAppFile,
  screenshotsFile,
];
