/**
 * The content editor's configuration (Decap CMS), generated from the content model's field trees
 * (src/content-model/), so the editor offers exactly the fields validation checks, with the same
 * required rules, patterns and list limits, and the hints of the content model. Runs in the
 * browser: no Node imports here.
 *
 * Products are folder collections (one file per product, with a "New" button); site.yaml and
 * screenshots.yaml are the files of one file collection.
 */
import {
  sentence,
  type Collection,
  type SingleFile,
  type ContentSpec,
  type ListFile,
} from "../content-model/content-file";
import { entriesOf, fieldTree, type FieldNode, type GroupNode } from "../content-model/field-tree";
import { atMost } from "../content-model/plain-words";
import { LOCAL_BACKEND_PATH } from "../lib/addresses";

/** The subset of Decap's field options this site uses. */
export interface EditorField {
  readonly name: string;
  readonly label: string;
  readonly widget: "string" | "text" | "image" | "select" | "number" | "relation" | "list" | "object";
  readonly required?: boolean;
  readonly hint?: string;
  readonly pattern?: readonly [string, string];
  readonly options?: ReadonlyArray<string | { readonly label: string; readonly value: string }>;
  readonly value_type?: "int";
  readonly min?: number;
  readonly max?: number;
  readonly choose_url?: boolean;
  readonly collection?: string;
  readonly file?: string;
  readonly value_field?: string;
  readonly search_fields?: readonly string[];
  readonly display_fields?: readonly string[];
  readonly multiple?: boolean;
  readonly options_length?: number;
  readonly field?: EditorField;
  readonly fields?: readonly EditorField[];
  readonly summary?: string;
  readonly collapsed?: boolean;
}

export interface EditorFile {
  readonly name: string;
  readonly label: string;
  readonly file: string;
  readonly description: string;
  /** Where this file's pictures are kept and how its YAML names them, relative to content/. */
  readonly media_folder?: string;
  readonly public_folder?: string;
  readonly fields: readonly EditorField[];
}

export interface EditorBackend {
  readonly name: "github" | "git-gateway";
  readonly repo?: string;
  readonly branch: string;
}

interface EditorCollectionBase {
  readonly name: string;
  readonly label: string;
  readonly description: string;
  readonly editor: { readonly preview: boolean };
}

export interface EditorFileCollection extends EditorCollectionBase {
  readonly files: readonly EditorFile[];
}

export interface EditorFolderCollection extends EditorCollectionBase {
  readonly label_singular: string;
  readonly folder: string;
  readonly create: true;
  readonly delete: true;
  readonly format: "yaml";
  readonly extension: "yaml";
  /** New files are named after the product's name, e.g. Starlight Stories → starlight-stories.yaml. */
  readonly slug: string;
  readonly identifier_field: string;
  readonly summary: string;
  readonly sortable_fields: readonly string[];
  readonly media_folder: string;
  readonly public_folder: string;
  readonly fields: readonly EditorField[];
}

export type EditorCollection = EditorFileCollection | EditorFolderCollection;

export interface EditorConfig {
  readonly backend: EditorBackend;
  /** Decap's local backend, looked for only when the editor runs on localhost. */
  readonly local_backend: { readonly url: string };
  readonly media_folder: string;
  readonly public_folder: string;
  readonly load_config_file: false;
  readonly site_url?: string;
  /** How file names are made from names: plain lowercase letters, digits and dashes. */
  readonly slug: {
    readonly encoding: "ascii";
    readonly clean_accents: true;
    readonly sanitize_replacement: "-";
  };
  readonly collections: readonly EditorCollection[];
}

/** The collection holding the single files (site.yaml, screenshots.yaml). */
export const FILES_COLLECTION = "site";

/** Where the screenshots are, relative to content/: uploads to them go there too. */
const SCREENSHOTS_FOLDER = "images/screens";

/**
 * The folders of pictures that are not kept in content/images itself, by the file's name in the editor, relative
 * to content/ (where the files are). Decap finds a saved picture by its file name alone, in the
 * media folder of the entry being edited (decap-cms-core joins that folder and the base name of
 * the path in the YAML: `selectMediaFilePath`), so each file's media folder must be the one its
 * pictures are in, or the editor shows them broken. screenshots.yaml's pictures are in
 * images/screens (CONTENT.md), where uploads to it then go too.
 *
 * Decap's documentation lists media folders per collection and per field; a file of a file
 * collection has one too (`hasCustomFolder` and `evaluateFolder` in decap-cms-core 3.x read
 * `files[].media_folder`): e2e/editor-preview.spec.ts checks that the pictures show and that an
 * upload lands in images/screens.
 */
export const MEDIA_FOLDERS: Readonly<Record<string, string>> = { screenshots: SCREENSHOTS_FOLDER };

/** Field names whose label is not their words in lower case. */
const LABELS: Readonly<Record<string, string>> = { url: "Web address", appStore: "App Store" };

/** `companyName` → "Company name". */
function labelOf(name: string): string {
  const label = LABELS[name];
  if (label !== undefined) return label;
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The file's name in the editor (its entry's slug): `screenshots.yaml` → `screenshots`. */
export const editorFileName = (spec: SingleFile) => spec.file.replace(/\.ya?ml$/, "");

/** The editor's name of a collection of products, or of the collection a single file is in. */
export const editorCollectionName = (spec: ContentSpec) =>
  spec.shape === "folder" ? spec.folder : FILES_COLLECTION;

function relationTo(
  spec: ListFile,
): Pick<
  EditorField,
  "widget" | "collection" | "file" | "value_field" | "search_fields" | "display_fields" | "options_length"
> {
  const entry = `${spec.entries}.*`;
  return {
    widget: "relation",
    collection: FILES_COLLECTION,
    file: editorFileName(spec),
    value_field: `${entry}.${spec.key}`,
    search_fields: Object.keys(spec.entry.shape).map((name) => `${entry}.${name}`),
    display_fields: [`${entry}.${spec.key}`],
    options_length: 100,
  };
}

/**
 * The editor's check of a text's length, in the build's words: Decap shows the message under the
 * field and saves nothing until it holds. (Decap's text widgets have no length limit of their own.)
 */
function lengthPattern(max: number): readonly [string, string] {
  return [`^[\\s\\S]{0,${max}}$`, atMost(max)];
}

/** A list's limits, leaving out the ones the schema does not set. */
function limits(min: number | undefined, max: number): Pick<EditorField, "min" | "max"> {
  return { ...(min === undefined ? {} : { min }), ...(Number.isFinite(max) ? { max } : {}) };
}

function listHint(min: number, max: number): string {
  if (min === max) return `Exactly ${min}.`;
  if (!Number.isFinite(max)) return `At least ${min}.`;
  return `${min} to ${max}.`;
}

/**
 * The name of one item of a list: `features` → `feature`, `description` → `descriptionItem`. It is
 * also the variable of the list's summary template (`{{fields.feature}}`), which Decap reads as
 * one word: a space would show the template itself on every collapsed item.
 */
function singular(name: string): string {
  return name.endsWith("s") ? name.slice(0, -1) : `${name}Item`;
}

/** What a collapsed item of a list of groups shows: its first field written as a line of text. */
function itemSummary(group: GroupNode): string | undefined {
  const name = Object.entries(group.fields).find(([, field]) => field.kind === "text")?.[0];
  return name === undefined ? undefined : `{{fields.${name}}}`;
}

/** The hint under a field: what it is, from the content model, and for a list how many items. */
function hintOf(field: FieldNode, extra?: string): Pick<EditorField, "hint"> {
  const hint = [field.about, extra].filter(Boolean).join(" ");
  return hint === "" ? {} : { hint };
}

/** Turns fields into the editor's widgets; references need the list files they point into. */
function editorFieldMaker(specs: readonly ContentSpec[]) {
  const listFile = (file: string): ListFile => {
    const spec = specs.find((candidate) => candidate.shape === "list" && candidate.file === file);
    if (spec?.shape !== "list")
      throw new Error(`References point into content/${file}, which is no list file.`);
    return spec;
  };

  /**
   * `optional`: the field sits in an optional group. Decap checks the fields of a group even when
   * the group itself is optional and left untouched, which would refuse to save an app without a
   * gallery, so there every field is optional to Decap; whether a group that is filled in is
   * complete is checked before saving (before-save.ts), in the build's words.
   */
  const editorField = (name: string, field: FieldNode, optional: boolean): EditorField => {
    const base = { name, label: labelOf(name), required: field.required && !optional };
    const inner = optional || !field.required;
    switch (field.kind) {
      case "text":
        return { ...base, ...hintOf(field), widget: "string", pattern: lengthPattern(field.maxLength) };
      case "longText":
        return { ...base, ...hintOf(field), widget: "text", pattern: lengthPattern(field.maxLength) };
      // An address's form is checked before saving (before-save.ts), where the build's words can
      // quote what was typed; Decap checks its length, as for any text.
      case "url":
      case "pagePath":
        return { ...base, ...hintOf(field), widget: "string", pattern: lengthPattern(field.maxLength) };
      case "image":
        return { ...base, ...hintOf(field), widget: "image", choose_url: false };
      case "choice":
        return { ...base, ...hintOf(field), widget: "select", options: choiceOptions(name, field.values) };
      case "wholeNumber":
        return {
          ...base,
          ...hintOf(field),
          widget: "number",
          value_type: "int",
          min: field.min,
          max: field.max,
        };
      case "reference":
        return { ...base, ...hintOf(field), ...relationTo(listFile(field.references.file)) };
      case "group":
        return {
          ...base,
          ...hintOf(field),
          widget: "object",
          collapsed: false,
          fields: editorFields(field, inner),
        };
      case "list": {
        const list = {
          ...base,
          // Decap counts a list's items even where the list may be left out, and would refuse an
          // emptied one: there it checks only the most, and the least is checked before saving.
          ...limits(inner ? undefined : field.min, field.max),
          ...hintOf(field, listHint(field.min, field.max)),
        };
        const item = field.item;
        if (item.kind === "reference") {
          return { ...list, ...relationTo(listFile(item.references.file)), multiple: true };
        }
        if (item.kind === "group") {
          const summary = itemSummary(item);
          return {
            ...list,
            widget: "list",
            ...(summary ? { summary } : {}),
            fields: editorFields(item, inner),
          };
        }
        const one = singular(name);
        // Collapsed, an item shows its value, not the field's label.
        return {
          ...list,
          widget: "list",
          summary: `{{fields.${one}}}`,
          field: editorField(one, item, inner),
        };
      }
    }
  };

  /** A choice of a product kind reads as the editor names its collection ("Apps"). */
  const choiceOptions = (name: string, values: readonly string[]): EditorField["options"] =>
    values.map((value) => {
      const kind = specs.find((spec) => spec.shape === "folder" && spec.folder === value);
      return kind?.shape === "folder" && name === "kind" ? { label: kind.label, value } : value;
    });

  const editorFields = (group: GroupNode, optional = false): EditorField[] =>
    Object.entries(group.fields).map(([name, field]) => editorField(name, field, optional));

  return { editorFields };
}

type EditorFields = ReturnType<typeof editorFieldMaker>["editorFields"];

function editorFile(spec: SingleFile, editorFields: EditorFields): EditorFile {
  const folder = MEDIA_FOLDERS[editorFileName(spec)];
  const common = {
    name: editorFileName(spec),
    label: spec.label,
    file: `content/${spec.file}`,
    ...(folder ? { media_folder: folder, public_folder: folder } : {}),
  };
  const root = fieldTree(spec.schema);
  if (spec.shape === "group")
    return { ...common, description: sentence(spec.about), fields: editorFields(root) };
  const entries = entriesOf(root, spec.entries);
  return {
    ...common,
    description: `${sentence(spec.about)} Other files name an entry by its ${spec.key}.`,
    fields: [
      {
        name: spec.entries,
        label: labelOf(spec.entries),
        widget: "list",
        required: true,
        min: entries.min,
        summary: `{{fields.${spec.key}}}`,
        fields: editorFields(entries.item),
      },
    ],
  };
}

function folderCollection(spec: Collection, editorFields: EditorFields): EditorFolderCollection {
  return {
    name: spec.folder,
    label: spec.label,
    label_singular: labelOf(spec.itemLabel),
    description: `${sentence(spec.about)} Each is a file of its own in content/${spec.folder}/.`,
    folder: `content/${spec.folder}`,
    create: true,
    delete: true,
    format: "yaml",
    extension: "yaml",
    slug: "{{fields.name}}",
    identifier_field: "name",
    summary: "{{fields.name}}",
    sortable_fields: ["name", "position"],
    // Relative to the repository (a leading slash): uploads go where the screenshots are, and a
    // screenshot's path in screenshots.yaml resolves to its picture in the product's preview.
    media_folder: `/content/${SCREENSHOTS_FOLDER}`,
    public_folder: SCREENSHOTS_FOLDER,
    editor: { preview: true },
    fields: editorFields(fieldTree(spec.schema)),
  };
}

export function editorConfig(
  specs: readonly ContentSpec[],
  backend: EditorBackend,
  siteUrl?: string,
): EditorConfig {
  const { editorFields } = editorFieldMaker(specs);
  const files = specs.filter((spec): spec is SingleFile => spec.shape !== "folder");
  const folders = specs.filter((spec): spec is Collection => spec.shape === "folder");
  return {
    backend,
    // `npm run edit` (decap-server beside `gatsby develop`) edits the files on disk (CONTENT.md).
    local_backend: { url: LOCAL_BACKEND_PATH },
    // Image paths in the YAML are relative to content/, e.g. images/screens/lullabies.png.
    media_folder: "content/images",
    public_folder: "images",
    load_config_file: false,
    ...(siteUrl ? { site_url: siteUrl } : {}),
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      ...folders.map((spec) => folderCollection(spec, editorFields)),
      {
        name: FILES_COLLECTION,
        label: "Site",
        description: "The company's texts and pages, and the apps' screenshots.",
        // Each file's preview renders the site's own components (src/editor/preview/).
        editor: { preview: true },
        files: files.map((spec) => editorFile(spec, editorFields)),
      },
    ],
  };
}
