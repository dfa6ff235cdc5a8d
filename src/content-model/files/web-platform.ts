import { sentence, type Collection } from "../declarations";
import { group, list, longText, optional, properName, text, url } from "../fields";
import { PRODUCT_KIND } from "../product-kinds";
import { position } from "./common";

const ABOUT = "a web platform: its card on the home page, which links to its own website";

const webPlatform = group(
  "WebPlatformContent",
  {
    name: properName("The platform's name, the card's title."),
    position: optional(position()),
    summary: longText("One sentence saying what the platform is."),
    description: list(
      longText(),
      { max: 4, distinct: true },
      "The card's longer description, one paragraph per item.",
    ),
    features: list(text(), { max: 8, distinct: true }, "The platform's features, listed on the card."),
    url: url("The platform's own website; its card opens it in a new tab."),
    linkLabel: text("The label of the button that opens the website, e.g. Visit Website."),
  },
  sentence(ABOUT),
);

/** content/web-platforms/*.yaml: one file per web platform, its card on the home page. */
export const webPlatformsCollection = {
  shape: "folder",
  folder: PRODUCT_KIND.webPlatforms,
  label: "Web platforms",
  itemLabel: "web platform",
  typeName: "WebPlatformContent",
  about: ABOUT,
  schema: webPlatform,
} as const satisfies Collection;
