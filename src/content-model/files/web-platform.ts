import type { z } from "zod";
import { collection } from "../content-file";
import { list, longText, optional, text, url } from "../fields";
import { PRODUCT_KINDS } from "../product-kinds";
import { position } from "./position";

/** content/web-platforms/*.yaml: one file per web platform, its card on the home page. */
export const webPlatformsCollection = collection({
  folder: PRODUCT_KINDS.webPlatforms,
  label: "Web platforms",
  itemLabel: "web platform",
  typeName: "WebPlatformYaml",
  about: "a web platform: its card on the home page, which links to its own website",
  fields: {
    name: text("The platform's name, the card's title."),
    position: optional(position()),
    summary: longText("One sentence saying what the platform is."),
    description: list(
      longText(),
      { min: 1, max: 4, distinct: true },
      "The card's longer description, one paragraph per item.",
    ),
    features: list(
      text(),
      { min: 1, max: 8, distinct: true },
      "The platform's features, listed on the card.",
    ),
    url: url("The platform's own website; its card opens it in a new tab."),
    linkLabel: text("The label of the button that opens the website, e.g. Visit Website."),
  },
});

export type WebPlatformContent = z.infer<typeof webPlatformsCollection.schema>;
