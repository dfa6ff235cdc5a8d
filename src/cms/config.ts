/**
 * Decap CMS configuration, generated from the content files' schemas (src/content/files/, read
 * through their JSON Schemas by src/content/field-tree.ts), so the editing UI offers exactly the
 * fields validation checks, with the same required rules, patterns and list limits. Runs in the
 * browser: no Node imports here.
 */
import type { ContentFile, ListFile } from "../content/content-file";
import { entriesOf, fieldTree, type FieldNode, type GroupNode } from "../content/field-tree";
import { PAGE_PATH } from "../content/fields";

/** The subset of Decap's field options this site uses. */
export interface CmsField {
  readonly name: string;
  readonly label: string;
  readonly widget: "string" | "text" | "image" | "select" | "number" | "relation" | "list" | "object";
  readonly required?: boolean;
  readonly hint?: string;
  readonly pattern?: readonly [string, string];
  readonly options?: readonly string[];
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
  readonly field?: CmsField;
  readonly fields?: readonly CmsField[];
  readonly summary?: string;
  readonly collapsed?: boolean;
}

export interface CmsFile {
  readonly name: string;
  readonly label: string;
  readonly file: string;
  readonly description: string;
  /** Where this file's pictures are kept and how its YAML names them, relative to content/. */
  readonly media_folder?: string;
  readonly public_folder?: string;
  readonly fields: readonly CmsField[];
}

export interface CmsBackend {
  readonly name: "github" | "git-gateway";
  readonly repo?: string;
  readonly branch: string;
}

export interface CmsConfig {
  readonly backend: CmsBackend;
  readonly local_backend: boolean;
  readonly media_folder: string;
  readonly public_folder: string;
  readonly load_config_file: false;
  readonly site_url?: string;
  readonly collections: ReadonlyArray<{
    readonly name: string;
    readonly label: string;
    readonly editor: { readonly preview: boolean };
    readonly files: readonly CmsFile[];
  }>;
}

/** The one collection holding every content file. */
export const COLLECTION = "content";

/** A web address Decap accepts: http(s), a host, no spaces (validation also parses it). */
export const URL_PATTERN = "^https?://[^\\s/?#]+\\.[^\\s]+$";

/**
 * The folders of pictures that are not kept in content/images itself, by CMS file name, relative
 * to content/ (where the files are). Decap finds a saved picture by its file name alone, in the
 * media folder of the entry being edited (decap-cms-core joins that folder and the base name of
 * the path in the YAML: `selectMediaFilePath`), so each file's media folder must be the one its
 * pictures are in, or the editor shows them broken. screenshots.yaml's pictures are in
 * images/screens (CONTENT.md), where uploads to it then go too. lullaby-app.yaml has no picture
 * of its own, but its preview shows the screenshots it names, through its own entry's `getAsset`.
 *
 * Decap's documentation lists media folders per collection and per field; a file of a file
 * collection has one too (`hasCustomFolder` and `evaluateFolder` in decap-cms-core 3.6 read
 * `files[].media_folder`): e2e/editor-preview.spec.ts checks that the pictures show and that an
 * upload lands in images/screens.
 */
export const MEDIA_FOLDERS: Readonly<Record<string, string>> = {
  screenshots: "images/screens",
  "lullaby-app": "images/screens",
};

/** `companyName` → "Company name". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The file's name in the CMS (its entry's slug): `lullaby-app.yaml` → `lullaby-app`. */
export const cmsFileName = (spec: ContentFile) => spec.file.replace(/\.ya?ml$/, "");

function relationTo(
  spec: ListFile,
): Pick<
  CmsField,
  "widget" | "collection" | "file" | "value_field" | "search_fields" | "display_fields" | "options_length"
> {
  const entry = `${spec.entries}.*`;
  return {
    widget: "relation",
    collection: COLLECTION,
    file: cmsFileName(spec),
    value_field: `${entry}.${spec.key}`,
    search_fields: Object.keys(spec.entry.shape).map((name) => `${entry}.${name}`),
    display_fields: [`${entry}.${spec.key}`],
    options_length: 100,
  };
}

/** A list's limits, leaving out the ones the schema does not set. */
function limits(min: number, max: number): Pick<CmsField, "min" | "max"> {
  return { min, ...(Number.isFinite(max) ? { max } : {}) };
}

function listHint(min: number, max: number): string {
  if (min === max) return `Exactly ${min}.`;
  if (!Number.isFinite(max)) return `At least ${min}.`;
  return `${min} to ${max}.`;
}

/** `paragraphs` → `paragraph`, for the label of one item of a list. */
function singular(name: string): string {
  return name.endsWith("s") ? name.slice(0, -1) : `${name} item`;
}

/** Turns fields into CMS widgets; references need the list files they point into. */
function cmsFieldMaker(specs: readonly ContentFile[]) {
  const listFile = (file: string): ListFile => {
    const spec = specs.find((candidate) => candidate.file === file);
    if (spec?.shape !== "list")
      throw new Error(`References point into content/${file}, which is no list file.`);
    return spec;
  };

  const cmsField = (name: string, field: FieldNode): CmsField => {
    const base = { name, label: labelOf(name), required: field.required };
    switch (field.kind) {
      case "text":
        return { ...base, widget: "string" };
      case "longText":
        return { ...base, widget: "text" };
      case "url":
        return {
          ...base,
          widget: "string",
          pattern: [URL_PATTERN, "A full web address starting with https:// (or http://)."],
        };
      case "pagePath":
        return {
          ...base,
          widget: "string",
          pattern: [
            PAGE_PATH.source,
            "A page address such as /my-page: a slash, then lowercase words joined by dashes.",
          ],
        };
      case "image":
        return { ...base, widget: "image", choose_url: false };
      case "choice":
        return { ...base, widget: "select", options: field.values };
      case "wholeNumber":
        return { ...base, widget: "number", value_type: "int", min: field.min, max: field.max };
      case "reference":
        return { ...base, ...relationTo(listFile(field.references.file)) };
      case "group":
        return { ...base, widget: "object", collapsed: false, fields: cmsFields(field) };
      case "list": {
        const list = { ...base, ...limits(field.min, field.max), hint: listHint(field.min, field.max) };
        const item = field.item;
        if (item.kind === "reference") {
          return { ...list, ...relationTo(listFile(item.references.file)), multiple: true };
        }
        if (item.kind === "group") return { ...list, widget: "list", fields: cmsFields(item) };
        return { ...list, widget: "list", field: cmsField(singular(name), item) };
      }
    }
  };

  const cmsFields = (group: GroupNode): CmsField[] =>
    Object.entries(group.fields).map(([name, field]) => cmsField(name, field));

  return { cmsFields };
}

function cmsFile(spec: ContentFile, cmsFields: (group: GroupNode) => CmsField[]): CmsFile {
  const about = spec.about.charAt(0).toUpperCase() + spec.about.slice(1);
  const folder = MEDIA_FOLDERS[cmsFileName(spec)];
  const common = {
    name: cmsFileName(spec),
    label: labelOf(cmsFileName(spec).replace(/-/g, " ")),
    file: `content/${spec.file}`,
    ...(folder ? { media_folder: folder, public_folder: folder } : {}),
  };
  const root = fieldTree(spec);
  if (spec.shape === "group") {
    return { ...common, description: `${about}.`, fields: cmsFields(root) };
  }
  const entries = entriesOf(root, spec.entries);
  if (entries.item.kind !== "group") throw new Error(`${spec.file}: each entry must be a group of fields.`);
  return {
    ...common,
    description: `${about}. Other files name an entry by its ${spec.key}.`,
    fields: [
      {
        name: spec.entries,
        label: labelOf(spec.entries),
        widget: "list",
        required: true,
        min: entries.min,
        summary: `{{fields.${spec.key}}}`,
        fields: cmsFields(entries.item),
      },
    ],
  };
}

export function cmsConfig(specs: readonly ContentFile[], backend: CmsBackend, siteUrl?: string): CmsConfig {
  const { cmsFields } = cmsFieldMaker(specs);
  return {
    backend,
    // `npm run edit` (decap-server beside `gatsby develop`) edits the files on disk (CONTENT.md).
    local_backend: true,
    // Image paths in the YAML are relative to content/, e.g. images/screens/lullabies.png.
    media_folder: "content/images",
    public_folder: "images",
    load_config_file: false,
    ...(siteUrl ? { site_url: siteUrl } : {}),
    collections: [
      {
        name: COLLECTION,
        label: "Site content",
        // Each file's preview renders the site's own components (src/cms/preview/).
        editor: { preview: true },
        files: specs.map((spec) => cmsFile(spec, cmsFields)),
      },
    ],
  };
}
