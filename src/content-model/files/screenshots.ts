import { z } from "zod";
import { sentence, type SingleFile } from "../declarations";
import { FIELDS, group, image, longText, slug, wrongValue } from "../fields";
import { expectation, say } from "../words";

const ENTRIES = { field: "screenshots", key: "slug", typeName: "ScreenshotsYaml" } as const;
const ABOUT = "the apps' screenshots, each with its image and a description for screen readers";

const entry = group(ENTRIES.typeName, {
  slug: slug(
    "The screenshot's short name, different from every other: other fields name the screenshot by it.",
  ),
  image: image("The screenshot: a portrait phone screenshot of 1170 × 2532 pixels."),
  alt: longText("What the screenshot shows, read to people who cannot see it."),
});

/** The file's one field, a list of entries: messages call it that, not a list of groups of fields. */
const expected = expectation.entries(ENTRIES.field, ENTRIES.key);
const entries = z.array(entry, { error: wrongValue(expected) }).min(1, { error: say.emptyEntries });
FIELDS.add(entries, {
  widget: "list",
  expected,
  uniqueBy: ENTRIES.key,
  description: `${sentence(ABOUT)} Each entry starts with "- ${ENTRIES.key}:". Expected ${expected}.`,
});
const schema = z.strictObject(
  { screenshots: entries },
  { error: (issue) => (issue.code === "invalid_type" ? wrongValue(expected)(issue) : undefined) },
);
FIELDS.add(schema, {
  widget: "object",
  expected,
  typeName: "ScreenshotsFileContent",
  description: `${sentence(ABOUT)} Other files name an entry by its ${ENTRIES.key}.`,
});

/** content/screenshots.yaml: every screenshot of the apps, named by its slug. */
export const screenshotsFile = {
  shape: "file",
  file: "screenshots.yaml",
  label: "Screenshots",
  typeName: "ScreenshotsFileContent",
  about: ABOUT,
  entries: ENTRIES,
  schema,
} as const satisfies SingleFile;

/** The screenshots as a reference names them: by their slug in screenshots.yaml. */
export const SCREENSHOTS = { file: screenshotsFile.file, key: ENTRIES.key } as const;

export type Screenshots = z.infer<typeof schema>;
