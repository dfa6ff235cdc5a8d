/**
 * The content editor's configuration (Decap CMS), made from the content model's JSON Schemas, so
 * the editor offers exactly the fields the content check checks, with the same required fields,
 * lengths and list limits, and the content model's hints. Products are folder collections (one
 * file per product, with a "New" button); site.yaml and screenshots.yaml are the files of one
 * file collection.
 */
import { CONTENT } from "../content-model/content";
import { sentence, type Collection, type ContentSpec, type SingleFile } from "../content-model/declarations";
import { fieldAt, isRequired, jsonSchemaOf, type JsonField } from "../content-model/json-schema";
import { atMost, CONTENT_FOLDER } from "../content-model/words";
import { translationOf } from "../content-model/translations";
import { LOCAL_BACKEND_PATH, SITE_URL } from "../lib/addresses";
import type { EDITOR_BACKEND } from "./backend";
import { ALL_LANGUAGES, DEFAULT_LANGUAGE } from "../lib/languages";

/** The subset of Decap's field options this site uses: a relation's are those relationTo gives. */
export interface EditorField extends Partial<Omit<ReturnType<typeof relationTo>, "widget">> {
  readonly name: string;
  readonly label: string;
  readonly widget: string;
  readonly required?: boolean;
  readonly hint?: string;
  readonly pattern?: readonly [string, string];
  readonly options?: ReadonlyArray<string | { readonly label: string; readonly value: string }>;
  readonly value_type?: "int";
  readonly min?: number;
  readonly max?: number;
  readonly choose_url?: boolean;
  readonly media_folder?: string;
  readonly public_folder?: string;
  readonly multiple?: boolean;
  readonly format?: string;
  readonly date_format?: string;
  readonly time_format?: boolean;
  readonly field?: EditorField;
  readonly fields?: readonly EditorField[];
  readonly summary?: string;
  readonly collapsed?: boolean;
  /** Written per language (true), given once in English (false), or copied from English ("duplicate"). */
  readonly i18n?: boolean | "duplicate";
}

/** The collection holding the single files (site.yaml, screenshots.yaml). */
export const FILES_COLLECTION = "site";

/** Where the screenshots are, relative to content/: uploads to them go there too. */
const SCREENSHOTS_FOLDER = "images/screens";

/**
 * The folders of pictures that are not kept in content/images itself, by the file's name in the
 * editor. Decap finds a saved picture by its file name alone, in the media folder of the entry
 * being edited (decap-cms-core 3.x: `selectMediaFilePath`), so each file's media folder must be the
 * one its pictures are in, or the editor shows them broken. A file of a file collection has one
 * too (`files[].media_folder`, read by `hasCustomFolder`): e2e/editor-preview.spec.ts checks that
 * the pictures show and that an upload lands in images/screens.
 */
export const MEDIA_FOLDERS: Readonly<Record<string, string>> = { screenshots: SCREENSHOTS_FOLDER };

/**
 * A folder of content/ that pictures are uploaded to and found in, from the repository's top (a
 * leading slash): a picture's path in the content, relative to content/, resolves to its file.
 */
const mediaIn = (folder: string) => ({ media_folder: `/${CONTENT_FOLDER}/${folder}`, public_folder: folder });

/** `companyName` → "Company name": a field's label unless its schema gives one. */
function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The name Decap knows a declaration by, and looks its preview up by: a folder collection's own
 * (`apps`), a file's in the file collection (its entry's slug): `screenshots.yaml` → `screenshots`.
 */
export const editorName = (spec: ContentSpec) =>
  spec.shape === "folder" ? spec.folder : spec.file.replace(/\.ya?ml$/, "");

/** The list file a reference points into, as a relation to its entries' key. */
function relationTo(file: string) {
  const spec = CONTENT.find((candidate) => candidate.shape === "file" && candidate.file === file);
  if (spec?.shape !== "file" || !spec.entries)
    throw new Error(`References point into ${file}, no list file.`);
  const entry = `${spec.entries.field}.*`;
  const fields = fieldAt(jsonSchemaOf(spec.schema), [spec.entries.field, 0])?.properties ?? {};
  return {
    widget: "relation",
    collection: FILES_COLLECTION,
    file: editorName(spec),
    value_field: `${entry}.${spec.entries.key}`,
    search_fields: Object.keys(fields).map((name) => `${entry}.${name}`),
    display_fields: [`${entry}.${spec.entries.key}`],
    options_length: 100,
  };
}

function listHint(min: number, max: number | undefined): string {
  if (min === max) return `Exactly ${min}.`;
  return max === undefined ? `At least ${min}.` : `${min} to ${max}.`;
}

/**
 * The name of one item of a list: `features` → `feature`, `description` → `descriptionItem`. It is
 * also the variable of the list's summary template (`{{fields.feature}}`), which Decap reads as
 * one word: a space would show the template itself on every collapsed item.
 */
const singular = (name: string): string => (name.endsWith("s") ? name.slice(0, -1) : `${name}Item`);

/** A product kind, in a choice of the kind of a group, reads as the editor names its collection. */
const optionOf = (name: string, value: string): string | { label: string; value: string } => {
  const kind = CONTENT.find((spec) => spec.shape === "folder" && spec.folder === value);
  return kind && name === "kind" ? { label: kind.label, value } : value;
};

/**
 * A field as Decap's widget, kept per language as the content model says: a text written in each;
 * a picture, a day or a version given once, in English; a list that mixes both written in each,
 * its items naming the English ones they translate by their key (`key`), copied from English.
 */
function editorField(name: string, field: JsonField, required: boolean, key?: string): EditorField {
  const translated = translationOf(field) !== "once";
  const i18n = name === key && !translated ? "duplicate" : translated;
  return { ...editorWidget(name, field, required), i18n };
}

/**
 * `required`: whether Decap requires the field, which it does of none inside an optional group.
 * Decap checks the fields of a group even when the group itself is optional and left untouched,
 * which would refuse to save an app without a gallery, so there every field is optional to Decap;
 * whether a group that is filled in is complete is checked before saving (before-save.ts), in the
 * build's words. Likewise a list that may be left out has no least number of items to Decap.
 */
function editorWidget(name: string, field: JsonField, required: boolean): EditorField {
  const { items } = field;
  const hint = [field.about, items && listHint(field.minItems ?? 0, field.maxItems)]
    .filter(Boolean)
    .join(" ");
  const label = field.label ?? labelOf(name);
  const base = { name, label, required, ...(hint ? { hint } : {}) };
  if (items) {
    const list = {
      ...base,
      ...(!required || field.minItems === undefined ? {} : { min: field.minItems }),
      ...(field.maxItems === undefined ? {} : { max: field.maxItems }),
    };
    if (items.references) return { ...list, ...relationTo(items.references.file), multiple: true };
    if (items.enum) return { ...list, widget: "select", multiple: true, options: [...items.enum] };
    if (items.properties) {
      const summary = Object.entries(items.properties).find(([, child]) => child.widget === "string")?.[0];
      return {
        ...list,
        widget: "list",
        ...(summary ? { summary: `{{fields.${summary}}}` } : {}),
        fields: editorFields(items, required, translationOf(items) === "mixed" ? field.uniqueBy : undefined),
      };
    }
    const one = singular(name);
    // Collapsed, an item shows its value, not the field's label.
    return {
      ...list,
      widget: "list",
      summary: `{{fields.${one}}}`,
      field: editorField(one, items, required),
    };
  }
  if (field.references) return { ...base, ...relationTo(field.references.file) };
  if (field.properties)
    return { ...base, widget: "object", collapsed: false, fields: editorFields(field, required) };
  switch (field.widget) {
    case "image":
      // A picture kept apart from the screenshots (an app's icon) is uploaded to, and found in, its folder.
      return { ...base, widget: "image", choose_url: false, ...(field.folder ? mediaIn(field.folder) : {}) };
    case "select":
      return { ...base, widget: "select", options: (field.enum ?? []).map((value) => optionOf(name, value)) };
    case "number":
      return { ...base, widget: "number", value_type: "int", min: field.minimum, max: field.maximum };
    case "datetime":
      // A day only, picked and written as the content files write it (2026-11-26): a day has no
      // time zone, and Decap reads and writes this form the same in every one.
      return {
        ...base,
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "YYYY-MM-DD",
        time_format: false,
      };
    default:
      // A text's length in the build's words: Decap's text widgets have no limit of their own. An
      // address's form is checked before saving, where the build's words quote what was typed.
      return {
        ...base,
        widget: field.widget ?? "string",
        pattern: [`^[\\s\\S]{0,${field.maxLength}}$`, atMost(field.maxLength ?? 0)],
      };
  }
}

/** A group's fields: those it requires are required to Decap if the group itself is (`required`). */
function editorFields(group: JsonField, required = true, key?: string): EditorField[] {
  return Object.entries(group.properties ?? {}).map(([name, field]) =>
    editorField(name, field, required && isRequired(group, name), key),
  );
}

function editorFile(spec: SingleFile) {
  const folder = MEDIA_FOLDERS[editorName(spec)];
  return {
    name: editorName(spec),
    label: spec.label,
    file: `${CONTENT_FOLDER}/${spec.file}`,
    i18n: true,
    ...(folder ? { media_folder: folder, public_folder: folder } : {}),
    description: spec.entries
      ? `${sentence(spec.about)} Other files name an entry by its ${spec.entries.key}.`
      : sentence(spec.about),
    fields: editorFields(jsonSchemaOf(spec.schema)),
  };
}

function folderCollection(spec: Collection) {
  return {
    name: editorName(spec),
    label: spec.label,
    label_singular: labelOf(spec.itemLabel),
    description: `${sentence(spec.about)} Each is a file of its own in ${CONTENT_FOLDER}/${spec.folder}/.`,
    folder: `${CONTENT_FOLDER}/${spec.folder}`,
    create: true,
    delete: true,
    format: "yaml",
    extension: "yaml",
    // New files are named after the product's name, e.g. Starlight Stories → starlight-stories.yaml.
    slug: "{{fields.name}}",
    identifier_field: "name",
    summary: "{{fields.name}}",
    sortable_fields: ["name", "position"],
    // Uploads go where the screenshots are, and a screenshot's path in screenshots.yaml resolves to
    // its picture in the product's preview.
    ...mediaIn(SCREENSHOTS_FOLDER),
    editor: { preview: true },
    i18n: true,
    fields: editorFields(jsonSchemaOf(spec.schema)),
  };
}

/** The configuration of the editor served at `origin` (its local backend is there too). */
export function editorConfig(backend: typeof EDITOR_BACKEND, origin = SITE_URL) {
  return {
    backend,
    // `npm run edit` (decap-server beside `gatsby develop`) edits the files on disk (CONTENT.md);
    // Decap looks for it only when the editor runs on localhost, at a whole address: on its origin.
    local_backend: { url: new URL(LOCAL_BACKEND_PATH, origin).href },
    // Image paths in the YAML are relative to content/, e.g. images/screens/lullabies.png.
    media_folder: `${CONTENT_FOLDER}/images`,
    public_folder: "images",
    load_config_file: false,
    // Every file holds its languages side by side (`en:`, `es:`), as translations.ts reads them:
    // Decap's only layout for a collection of named files, so one layout for all.
    i18n: {
      structure: "single_file",
      locales: ALL_LANGUAGES,
      default_locale: DEFAULT_LANGUAGE,
    },
    // How file names are made from names: plain lowercase letters, digits and dashes.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      ...CONTENT.flatMap((spec) => (spec.shape === "folder" ? [folderCollection(spec)] : [])),
      {
        name: FILES_COLLECTION,
        label: "Site",
        description: "The company's texts and pages, and the apps' screenshots.",
        // Each file's preview renders the site's own components (src/editor/preview/).
        editor: { preview: true },
        i18n: true,
        files: CONTENT.flatMap((spec) => (spec.shape === "file" ? [editorFile(spec)] : [])),
      },
    ],
  } as const;
}

export type EditorConfig = ReturnType<typeof editorConfig>;
