import type { z } from "zod";
import { groupFile } from "../content-file";
import { list, longText, text, url } from "../fields";

/** content/directory.yaml: the Web Platforms card on the home page. */
export const directoryFile = groupFile({
  file: "directory.yaml",
  typeName: "DirectoryYaml",
  about: "the web directory of local Botox providers, shown under Web Platforms on the home page",
  fields: {
    category: text("The heading above the card, e.g. Web Platforms."),
    name: text("The directory's name, the card's title."),
    summary: longText("One sentence saying what the directory is."),
    description: list(longText(), {}, "The card's longer description, one paragraph per item."),
    features: list(text(), {}, "The directory's features, listed on the card."),
    url: url("The directory's own website; its card opens it in a new tab."),
    linkLabel: text("The label of the button that opens the website, e.g. Visit Website."),
  },
});

export type DirectoryContent = z.infer<typeof directoryFile.schema>;
