/**
 * Every word an editor reads about a content problem, in one place: what a field expects, what was
 * found, and the sentence that joins them. The build, `develop` and the content editor all print
 * these, so an editor learns one vocabulary.
 */
import didYouMean, { ThresholdTypeEnums } from "didyoumean2";
import { LANGUAGES, type Language } from "../lib/languages";

/** The folder editors work in, as messages, the editor and the build name it. */
export const CONTENT_FOLDER = "content";

/** How messages name a content file: `content/apps/baby-lullabies.yaml`. */
export const shownFile = (file: string) => `${CONTENT_FOLDER}/${file}`;

/** A problem found in the content: file › where: what is wrong. */
export interface Problem {
  /** File path relative to the project, e.g. `content/site.yaml`. */
  readonly file: string;
  /** Where in the file: field names and list positions, e.g. `["about", "heading"]`. */
  readonly where: readonly string[];
  readonly message: string;
}

/** A count of the content editor's message templates (`%{count}`) reads as several. */
type Count = number | string;

const itemCount = (count: Count) => `${count} ${count === 1 ? "item" : "items"}`;

/** How many items a list takes, in the build's words and in the editor's templates. */
const counts = {
  exactly: (count: Count) => `exactly ${itemCount(count)}`,
  atLeast: (min: Count) => `at least ${itemCount(min)}`,
  atMost: (max: Count) => `at most ${itemCount(max)}`,
  between: (min: Count, max: Count) => `${min} to ${max} items`,
};

/** `exactly 3 items`, `at least 1 item`, `1 to 6 items`. */
function describeCount(min: number, max: number): string {
  if (min === max) return counts.exactly(min);
  if (max === Number.POSITIVE_INFINITY) return counts.atLeast(min);
  return counts.between(min, max);
}

const REQUIRED_MISSING = "this required field is missing.";

/** `an app`, `a web platform`. */
const article = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

/** What an editor wrote, in plain words. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return `a list of ${value.length} items`;
  if (value instanceof Date) return `a date (${value.toISOString().slice(0, 10)})`;
  if (typeof value === "object") return "a group of fields";
  if (typeof value === "boolean") return `a yes/no value (${String(value)})`;
  if (typeof value === "number") return `the number ${value}`;
  if (typeof value === "string") return value.trim() === "" ? "an empty text" : `"${value}"`;
  return `a ${typeof value}`;
}

/** The sentence that says how long a text may be: the build's, and the content editor's. */
export const atMost = (max: number) => `Expected at most ${max} characters.`;

/** What each kind of field expects, as the end of "Expected …". */
export const expectation = {
  text: "a text",
  slug: "a short name of lowercase letters, digits and dashes, such as now-playing",
  webAddress: "a web address starting with https:// (or http://)",
  day: "a day written year-month-day, such as 2026-11-26",
  pagePath: "a page address such as /my-page (a slash, then lowercase letters, digits and dashes)",
  image:
    "the path of a PNG, JPEG, WebP or AVIF image, relative to the content folder (for example images/screens/lullabies.png)",
  choice: (values: readonly string[]) => `one of: ${values.join(", ")}`,
  wholeNumber: (min: Count, max: Count) => `a whole number from ${min} to ${max}`,
  reference: (key: string, file: string) => `the ${key} of an entry in ${CONTENT_FOLDER}/${file}`,
  list: (min: number, max: number, each: string) => `a list of ${describeCount(min, max)}, each ${each}`,
  group: (names: readonly string[]) => `a group of fields (${names.join(", ")})`,
  /** The one field of a list-shaped file such as screenshots.yaml. */
  entries: (entries: string, key: string) =>
    `a field "${entries}:" holding a list of entries, each starting with "- ${key}:"`,
} as const;

/** The sentences of the messages, each completing `file › where: `. */
export const say = {
  missing: (expected: string) => `${REQUIRED_MISSING} Expected ${expected}.`,
  emptyField: (expected: string) => `this required field is empty. Expected ${expected}.`,
  emptyItem: (expected: string) => `this item is empty. Expected ${expected}.`,
  emptyText: (expected: string) => `the text is empty. Expected ${expected}.`,
  emptyEntries: () => "the list is empty. Expected at least 1 entry.",
  tooLong: (length: number, max: number) => `the text has ${length} characters. ${atMost(max)}`,
  found: (value: unknown, expected: string) => `found ${describeValue(value)}, expected ${expected}.`,
  count: (count: number, min: number, max: number) =>
    `has ${itemCount(count)}, expected ${describeCount(min, max)}.`,
  unknownField: (key: string, guess: string | undefined, otherwise: string) =>
    `unknown field '${key}'${guess ? ` — did you mean '${guess}'?` : `. ${otherwise}`}`,
  fieldsAllowed: (names: readonly string[]) => `Fields allowed here: ${names.join(", ")}.`,
  onlyField: (name: string) => `The only field here is ${name}.`,
  notWebAddress: (value: unknown) =>
    `"${String(value)}" is not a web address. Expected a full address starting with https:// (or http://).`,
  notLike: (value: unknown, expected: string) => `"${String(value)}" does not fit. Expected ${expected}.`,
  notSlug: (value: unknown) => `"${String(value)}" cannot be a slug. Expected ${expectation.slug}.`,
  notPagePath: (value: unknown) =>
    `"${String(value)}" cannot be a page address. Expected ${expectation.pagePath}.`,
  reservedPagePath: (value: unknown) =>
    `"${String(value)}" is an address the site keeps for itself (the 404 page, the content editor, the site's pictures and data). Expected another page address.`,
  pagePathTaken: (value: string, elsewhere: string) => `"${value}" is already the address of ${elsewhere}.`,
  pagePathNested: (value: string, other: string, elsewhere: string) =>
    `"${value}" ${value.startsWith(`${other}/`) ? "is inside" : "holds"} "${other}", the address of ${elsewhere}: one page cannot be inside another page's address. Expected another page address.`,
  productNameTaken: (name: string, elsewhere: string) =>
    `"${name}" is already the name of ${elsewhere}. Each product needs a name of its own: the home page and the content editor tell products apart by it.`,
  unknownKey: (
    value: string,
    key: string,
    file: string,
    guess: string | undefined,
    known: readonly string[],
  ) =>
    `"${value}" is not a ${key} in ${CONTENT_FOLDER}/${file}.` +
    (guess ? ` Did you mean '${guess}'?` : ` Known: ${known.join(", ")}.`),
  duplicateKey: (value: string, key: string) =>
    `"${value}" is used by an earlier entry too. Each ${key} must be different.`,
  duplicateItem: (value: string, key: string) =>
    `"${value}" is used by an earlier item too. Each ${key} must be different.`,
  inBoth: (value: string, other: string, why: string) =>
    `"${value}" is under ${other} too: ${why}. Expected it under one of the two.`,
  repeatedValue: (value: string) =>
    `"${value}" is an earlier item of this list too. Expected each item once.`,
  productFileName: (name: string, itemLabel: string, suggestion: string) =>
    `the file name "${name}" cannot name ${article(itemLabel)}. Expected lowercase letters, digits and dashes, ending in .yaml: rename it, for example to ${suggestion}.`,
  productSlugTaken: (name: string, elsewhere: string) =>
    `"${name}" is already the name of ${elsewhere}. Each product's file needs a name of its own.`,
  newProductFileName: (name: string, itemLabel: string) =>
    `its name would make the file name "${name}", which cannot name ${article(itemLabel)}. Expected lowercase letters, digits and dashes: change the name (leave out _ and ~).`,
  newProductSlugTaken: (name: string, elsewhere: string) =>
    `its name would make the file name "${name}.yaml", but "${name}" is already the name of ${elsewhere}. Each product's file needs a name of its own: change the name.`,
  imageOutside: (value: string) =>
    `"${value}" points outside the content folder. Expected ${expectation.image}.`,
  imageMissing: (value: string, lookedFor: string) =>
    `the image "${value}" does not exist (looked for ${lookedFor}). Check the spelling and the folder.`,
  imageUnnamed: (value: string) =>
    `"${value}" has no name before its extension (the content editor keeps only the Latin letters, digits and dashes of a picture's name). Expected a name such as bedtime-screen.png: rename the picture and choose it again.`,
  notAnImage: (value: string) =>
    `"${value}" is not an image the site can use. Expected a PNG, JPEG, WebP or AVIF file.`,
  languageMissing: (language: string) =>
    `the ${language} texts are missing. Every language the site speaks needs the site's texts: add them under the language's key.`,
  languageKeyMissing: (language: string, key: string) =>
    `found no ${language} part. Expected its ${language} texts under "${key}:", or "${key}: {}" while it has none (the content editor needs one for each language).`,
  givenOnce: () => "this is given once, in English, for every language: leave it out here (it is ignored).",
  noEnglishItem: (key: string) =>
    `no item of the English list has this ${key}. Expected the ${key} of the English item this one translates.`,
  pagePathLanguage: (value: string, language: string, folder: string) =>
    `"${value}" is outside the ${language} pages' folder. Expected an address starting with ${folder}/.`,
  pagePathOtherLanguage: (value: string) =>
    `"${value}" is inside another language's folder. Expected an address outside the languages' folders.`,
  untranslated: (products: ReadonlyArray<{ readonly file: string; readonly missing: readonly Language[] }>) =>
    [
      'Products without content in some language have no pages in it (CONTENT.md, "Translating"):',
      ...products.map(
        ({ file, missing }) =>
          `  • ${file}: no ${missing.map((language) => LANGUAGES[language].name).join(", ")}`,
      ),
    ].join("\n"),
  fileMissing: (about: string) => `this file is missing. It should hold ${about}.`,
  notYaml: (reason: string) =>
    `the file cannot be read as YAML: ${reason}. Check the indentation and quotes on this line and the one before it.`,
  unusedFile: (guess: string | undefined, files: readonly string[], folders: readonly string[]) =>
    "the site does not use this file." +
    (guess ? ` Did you mean '${guess}'?` : ` Content files: ${files.join(", ")}.`) +
    ` A product's file goes in ${folders.map((folder) => `${CONTENT_FOLDER}/${folder}/`).join(" or ")}.`,
  nestedProduct: (folder: string) =>
    `the site does not use files in a folder inside ${CONTENT_FOLDER}/${folder}/: move this file into ${CONTENT_FOLDER}/${folder}/ itself.`,
  unusedFolder: (guess: string | undefined, folders: readonly string[]) =>
    "the site does not use the YAML files in this folder." +
    (guess ? ` Did you mean '${guess}'?` : "") +
    ` Products go in ${folders.map((folder) => `${CONTENT_FOLDER}/${folder}/`).join(" or ")}, one file each.`,
} as const;

/**
 * The content editor's own checks (a required field left empty, a number or a list out of its
 * range) in the build's words, as Decap's message templates: `%{fieldLabel}` is the field's label,
 * the other `%{…}` its limits. Where the build also says what it found ("has 9 items"), the editor
 * can only say what is expected.
 */
export const EDITOR_SAYS = {
  required: `%{fieldLabel}: ${REQUIRED_MISSING}`,
  regexPattern: "%{fieldLabel}: %{pattern}",
  range: `%{fieldLabel}: expected ${expectation.wholeNumber("%{minValue}", "%{maxValue}")}.`,
  rangeCount: `%{fieldLabel}: expected ${counts.between("%{minCount}", "%{maxCount}")}.`,
  rangeCountExact: `%{fieldLabel}: expected ${counts.exactly("%{count}")}.`,
  rangeMin: `%{fieldLabel}: expected ${counts.atLeast("%{minCount}")}.`,
  rangeMax: `%{fieldLabel}: expected ${counts.atMost("%{maxCount}")}.`,
} as const;

/**
 * The option closest to a mistyped `word` (ignoring case), if it is likely a typo: at least 0.6
 * alike (1 − edits ÷ the longer length), so 'titel' suggests 'title' and 'white-noise' nothing.
 */
export const suggest = (word: string, options: readonly string[]) =>
  didYouMean(word, options, { threshold: 0.6, thresholdType: ThresholdTypeEnums.SIMILARITY }) ?? undefined;

/** One line per problem, ready to print. */
export function formatProblem(problem: Problem): string {
  const where = problem.where.length > 0 ? ` › ${problem.where.join(" › ")}` : "";
  return `${problem.file}${where}: ${problem.message}`;
}

export function formatProblems(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return [
    `The content in ${CONTENT_FOLDER}/ has ${count}. Fix ${problems.length === 1 ? "it" : "them"} and run the command again:`,
    "",
    ...problems.map((problem) => `  • ${formatProblem(problem)}`),
    "",
    "CONTENT.md explains every content file and field.",
  ].join("\n");
}
