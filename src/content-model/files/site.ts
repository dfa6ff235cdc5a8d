import { SECTION_IDS } from "../../lib/sections";
import { sentence, type SingleFile } from "../declarations";
import { choice, day, group, image, list, longText, matching, optional, properName, text } from "../fields";
import { pageFields, policySections } from "./common";
import { CONTENT_FOLDER } from "../words";
import { PRODUCT_KINDS } from "./products";

const ABOUT =
  "company-wide texts: header, home page sections, contact details, footer, privacy policy, releases feed and 404 page";

/**
 * A line of app-ads.txt (IAB Tech Lab, ads.txt 1.1): a record (the ad system's domain, the
 * publisher's account ID, DIRECT or RESELLER, and perhaps the certification authority's ID), a
 * variable (CONTACT=…), or a comment; a record or variable may end in a comment.
 */
const APP_ADS_LINE =
  /^(?:#.*|[a-z0-9-]+(?:\.[a-z0-9-]+)+\s*,\s*[^\s,#]+\s*,\s*(?:DIRECT|RESELLER)(?:\s*,\s*[^\s,#]+)?\s*(?:#.*)?|(?:CONTACT|SUBDOMAIN|INVENTORYPARTNERDOMAIN|OWNERDOMAIN|MANAGERDOMAIN)=[^\s#]+\s*(?:#.*)?)$/i;
const APP_ADS_EXPECTED =
  "a record such as google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0; a variable such as CONTACT=ads@example.com; or a comment starting with #";

const contactEntry = (about: string) =>
  group(
    "SiteYamlContactEntry",
    { label: text("The entry's label, e.g. Phone."), text: text("What the entry says.") },
    about,
  );

const site = group(
  "SiteContent",
  {
    companyName: properName("The company's name, in the header, the footer and the browser tab."),
    description: longText("What the company does, for search engines and link previews."),
    logo: image("The logo: a square PNG of at least 512 × 512 pixels."),
    logoAlt: text("What the logo shows, read to people who cannot see it."),
    shareImage: image("The picture shown when a page is shared: 1200 × 630 pixels."),
    shareImageAlt: text("What the share picture shows, read to people who cannot see it."),
    nav: list(
      group("SiteYamlNavItem", {
        label: text("The link's text in the menu."),
        section: choice(SECTION_IDS, "The home page section the link scrolls to."),
      }),
      { max: 6, uniqueBy: "section" },
      "The header menu, one link per item.",
    ),
    hero: group(
      "SiteYamlHero",
      { heading: text("The banner's heading."), text: longText("The text under the heading.") },
      "The big banner at the top of the home page.",
    ),
    about: group(
      "SiteYamlAbout",
      {
        heading: text("The section's heading."),
        paragraphs: list(longText(), { distinct: true }, "The section's paragraphs."),
      },
      "The About section of the home page.",
    ),
    products: group(
      "SiteYamlProducts",
      {
        heading: text("The section's heading."),
        intro: longText("The text under the heading."),
        groups: list(
          group("SiteYamlProductGroup", {
            kind: choice(
              PRODUCT_KINDS,
              `Which products the group shows: ${PRODUCT_KINDS.map((kind) => `${kind} (the files in ${CONTENT_FOLDER}/${kind}/)`).join(" or ")}.`,
            ),
            heading: text("The group's heading, e.g. iOS Applications."),
            tile: optional(
              group(
                "SiteYamlProductGroupTile",
                { heading: text("The tile's heading."), text: longText("The tile's text.") },
                "A tile after the group's cards (with the App Store mark in the apps group); leave it out for none.",
              ),
            ),
          }),
          { min: PRODUCT_KINDS.length, max: PRODUCT_KINDS.length, uniqueBy: "kind" },
          "The groups of products, in the order the page shows them: one for each kind of product.",
        ),
      },
      "The Products section of the home page: its heading, introduction and groups.",
    ),
    contact: group(
      "SiteYamlContact",
      {
        heading: text("The section's heading."),
        intro: longText("The text under the heading."),
        address: group(
          "SiteYamlContactAddress",
          {
            label: text("The entry's label, e.g. Address."),
            street: properName("Street and number."),
            locality: properName("The city."),
            region: matching(/^[A-Z]{2}$/, "two capital letters, such as AZ", "The state's two-letter code."),
            postalCode: matching(
              /^\d{5}(?:-\d{4})?$/,
              'a ZIP code in quotes, such as "85251"',
              "The ZIP code, in quotes so it stays a text.",
            ),
            country: matching(
              /^[A-Z]{2}$/,
              "two capital letters, such as US",
              "The country's two-letter code (ISO 3166), such as US: each language's pages name it in their words.",
            ),
          },
          "The postal address, also given to search engines.",
        ),
        phone: contactEntry("The phone entry."),
        email: contactEntry("The email entry."),
      },
      "The Get In Touch section: address, phone and email, above the contact form (home and app pages).",
    ),
    footer: group(
      "SiteYamlFooter",
      { notice: longText('Shown after "© <current year> <company name>."') },
      "The footer of every page.",
    ),
    privacy: group(
      "SiteYamlPrivacy",
      {
        ...pageFields("The privacy policy's address."),
        linkLabel: text("The label of the links to it: in the footer and beside the contact form's button."),
        formNote: longText(
          "The sentence beside the contact form's button, before the link: what happens to a message.",
        ),
        updated: day("The day the policy last changed."),
        updatedLabel: text("The words before the day on every privacy page, e.g. Last updated."),
        addressHeading: text(
          "The heading of the company's postal address (the contact section's), which ends every privacy page, e.g. Our postal address.",
        ),
        sections: policySections("The policy's sections, in order."),
      },
      "The company's privacy policy: its page, and the links to it from every page's footer and the contact form.",
    ),
    releases: group(
      "SiteYamlReleases",
      {
        feedTitle: text("The releases feed's title, as feed readers show it."),
        feedDescription: longText("What the feed holds."),
        newest: text("The heading of an app page's newest release, followed by its version: What's new in."),
      },
      "The releases of every app: the feed at /releases.xml, and the words the app pages share.",
    ),
    notFound: group(
      "SiteYamlNotFound",
      {
        title: text("The page's heading."),
        text: longText("The text under the heading."),
        linkLabel: text("The label of the link back to the home page."),
      },
      "The page shown for an address the site does not have.",
    ),
    appAds: optional(
      list(
        matching(APP_ADS_LINE, APP_ADS_EXPECTED),
        { max: 500 },
        "The lines of /app-ads.txt, exactly as the ad networks give them: which sellers may sell ads in the apps (IAB Tech Lab's app-ads.txt). Leave it out for no file.",
      ),
    ),
  },
  sentence(ABOUT),
);

/** content/site.yaml: texts every page shares, and the home page's own sections. */
export const siteFile = {
  shape: "file",
  file: "site.yaml",
  label: "Site texts",
  typeName: "SiteContent",
  about: ABOUT,
  schema: site,
} as const satisfies SingleFile;
