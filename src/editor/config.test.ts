import { appsCollection, CONTENT, webPlatformsCollection } from "../content-model/content";
import type { SingleFile } from "../content-model/declarations";
import { isRequired, jsonSchemaOf, type JsonField } from "../content-model/json-schema";
import { EDITOR_BACKEND } from "./backend";
import { editorConfig, FILES_COLLECTION, type EditorConfig, type EditorField } from "./config";

const config = editorConfig(EDITOR_BACKEND);
const singleFiles = CONTENT.filter((spec): spec is SingleFile => spec.shape === "file");
type Collection = EditorConfig["collections"][number];
const found = config.collections.find((c): c is Extract<Collection, { files: unknown }> => "files" in c);
if (!found) throw new Error("No file collection");
const collection = found;
const folder = (name: string) => {
  const found = config.collections.find((c) => c.name === name);
  if (!found || !("folder" in found)) throw new Error(`No folder collection ${name}`);
  return found;
};

/**
 * One line per field of the content model's schema: where it is and the rules it carries, read
 * from its JSON Schema. Inside an optional group every field reads as optional, as the editor is
 * told (config.ts), and a list that may be left out has no least number of items to Decap.
 */
function schemaRules(group: JsonField, prefix: string, inOptional = false): string[] {
  return Object.entries(group.properties ?? {}).flatMap(([name, field]) =>
    fieldRules(field, `${prefix}${name}`, isRequired(group, name), inOptional),
  );
}

function fieldRules(field: JsonField, at: string, isRequiredHere: boolean, inOptional: boolean): string[] {
  const required = isRequiredHere && !inOptional ? "required" : "optional";
  const inner = inOptional || !isRequiredHere;
  if (field.items) {
    const line = `${at} list ${required} ${inner ? 0 : (field.minItems ?? 0)}..${field.maxItems ?? "any"}`;
    if (field.items.properties) return [line, ...schemaRules(field.items, `${at}[].`, inner)];
    if (field.items.references) return [line, `${at}[] reference required ${field.items.references.file}`];
    if (field.items.enum) return [`${line} of ${field.items.enum.join("|")}`];
    // An item of a list of texts is required to Decap wherever the list is (editorFieldRules).
    return [line, `${at}[] ${field.items.widget === "text" ? "longText" : "text"} required`];
  }
  if (field.properties) return [`${at} group ${required}`, ...schemaRules(field, `${at}.`, inner)];
  if (field.references) return [`${at} reference ${required} ${field.references.file}`];
  if (field.enum) return [`${at} choice ${required} ${field.enum.join("|")}`];
  if (field.widget === "number") return [`${at} number ${required} ${field.minimum}..${field.maximum}`];
  if (field.widget === "datetime") return [`${at} day ${required}`];
  if (field.widget === "image") return [`${at} image ${required}`];
  return [`${at} ${field.widget === "text" ? "longText" : "text"} ${required}`];
}

/** The same lines read back from the editor's configuration. */
function editorRules(fields: readonly EditorField[], prefix: string): string[] {
  return fields.flatMap((field) => editorFieldRules(field, `${prefix}${field.name}`));
}

function editorFieldRules(field: EditorField, at: string, inList = false): string[] {
  const required = field.required === false ? "optional" : "required";
  const range = () => `${field.min ?? 0}..${field.max ?? "any"}`;
  const referenced = () => {
    const file = collection.files.find((candidate) => candidate.name === field.file);
    return file?.file.replace("content/", "") ?? `unknown file ${String(field.file)}`;
  };
  switch (field.widget) {
    case "object":
      return [`${at} group ${required}`, ...editorRules(field.fields ?? [], `${at}.`)];
    case "list":
      if (field.fields)
        return [`${at} list ${required} ${range()}`, ...editorRules(field.fields, `${at}[].`)];
      return [
        `${at} list ${required} ${range()}`,
        ...(field.field ? editorFieldRules(field.field, `${at}[]`, true) : []),
      ];
    case "relation":
      return field.multiple
        ? [`${at} list ${required} ${range()}`, `${at}[] reference required ${referenced()}`]
        : [`${at} reference ${required} ${referenced()}`];
    case "select":
      if (field.multiple) return [`${at} list ${required} ${range()} of ${(field.options ?? []).join("|")}`];
      return [
        `${at} choice ${required} ${(field.options ?? []).map((option) => (typeof option === "string" ? option : option.value)).join("|")}`,
      ];
    case "number":
      return [`${at} number ${required} ${field.min}..${field.max}`];
    case "image":
      return [`${at} image ${required}`];
    case "datetime":
      return field.format === "YYYY-MM-DD" && field.time_format === false
        ? [`${at} day ${required}`]
        : [`${at} datetime of another form`];
    default:
      // An item of a list of texts has no required flag of its own in Decap: the list's is used.
      return [`${at} ${field.widget === "text" ? "longText" : "text"} ${inList ? "required" : required}`];
  }
}

describe("the Decap CMS configuration", () => {
  it("edits the products as folders of files with a New button, and the single files in one collection", () => {
    expect(config.collections.map((c) => [c.name, c.label])).toEqual([
      ["apps", "Apps"],
      ["web-platforms", "Web platforms"],
      [FILES_COLLECTION, "Site"],
    ]);
    expect(folder("apps")).toMatchObject({
      folder: "content/apps",
      label_singular: "App",
      create: true,
      delete: true,
      format: "yaml",
      extension: "yaml",
      identifier_field: "name",
      summary: "{{fields.name}}",
    });
    expect(collection.files.map((file) => [file.file, file.label])).toEqual(
      singleFiles.map((spec) => [`content/${spec.file}`, spec.label]),
    );
  });

  it.each(singleFiles.map((spec) => [spec.file, spec] as const))(
    "offers every field of %s with the validation schema's rules, and nothing else",
    (file, spec) => {
      const editorFile = collection.files.find((candidate) => candidate.file === `content/${file}`);
      // A list file's document is a group holding its entries: the same rules read the same way.
      expect(editorRules(editorFile?.fields ?? [], "")).toEqual(schemaRules(jsonSchemaOf(spec.schema), ""));
    },
  );

  it.each([appsCollection, webPlatformsCollection].map((spec) => [spec.folder, spec] as const))(
    "offers every field of a file in %s/ with the validation schema's rules, and nothing else",
    (name, spec) => {
      expect(editorRules(folder(name).fields, "")).toEqual(schemaRules(jsonSchemaOf(spec.schema), ""));
    },
  );

  it("refers to screenshots by their slug from screenshots.yaml", () => {
    const carousel = folder("apps").fields.find((field) => field.name === "carousel");
    expect(carousel?.fields?.find((field) => field.name === "slides")).toMatchObject({
      widget: "relation",
      collection: FILES_COLLECTION,
      file: "screenshots",
      value_field: "screenshots.*.slug",
      multiple: true,
      max: 6,
    });
    // The carousel may be left out, so its slides may be emptied: the least is checked before saving.
    expect(carousel?.fields?.find((field) => field.name === "slides")).not.toHaveProperty("min");
  });

  it("shows a collapsed item of a list by its value, not by the field's name", () => {
    const features = folder("apps").fields.find((field) => field.name === "features");
    expect(features).toMatchObject({ summary: "{{fields.feature}}", field: { name: "feature" } });
    const detail = folder("apps").fields.find((field) => field.name === "detail");
    expect(detail?.fields?.find((field) => field.name === "sections")).toMatchObject({
      summary: "{{fields.heading}}",
    });
  });

  it("gives every list's summary one field of its items, named in one word", () => {
    const lists = (fields: readonly EditorField[]): EditorField[] =>
      fields.flatMap((field) => [
        ...(field.widget === "list" ? [field] : []),
        ...lists(field.fields ?? []),
        ...lists(field.field ? [field.field] : []),
      ]);
    const folders = [folder("apps"), folder("web-platforms")];
    const every = [...collection.files.flatMap((file) => file.fields), ...folders.flatMap((c) => c.fields)];
    const withSummary = lists(every).filter((list) => list.summary !== undefined);
    expect(withSummary.map((list) => list.name)).toEqual(expect.arrayContaining(["features", "description"]));
    for (const list of withSummary) {
      const [, variable] = /^\{\{fields\.(\w+)\}\}$/.exec(list.summary ?? "") ?? [];
      const itemNames = list.field ? [list.field.name] : (list.fields ?? []).map((field) => field.name);
      expect(itemNames).toContain(variable);
    }
  });

  it("tells the editor what each field is, from the content model", () => {
    const name = folder("apps").fields.find((field) => field.name === "name");
    expect(name?.hint).toBe("The app's name, the card's title.");
  });

  it("labels a field by its name in words, unless its schema gives the label", () => {
    const fields = folder("apps").fields;
    const labelOf = (name: string) => fields.find((field) => field.name === name)?.label;
    expect(labelOf("detailsLinkLabel")).toBe("Details link label");
    expect(labelOf("appStore")).toBe("App Store");
    const appStore = fields.find((field) => field.name === "appStore");
    expect(appStore?.fields?.find((field) => field.name === "url")?.label).toBe("Web address");
  });

  it("names a group's kind of product as the editor names its collection", () => {
    const site = collection.files.find((file) => file.name === "site");
    const products = site?.fields.find((field) => field.name === "products");
    const groups = products?.fields?.find((field) => field.name === "groups");
    expect(groups?.fields?.find((field) => field.name === "kind")?.options).toEqual([
      { label: "Apps", value: "apps" },
      { label: "Web platforms", value: "web-platforms" },
    ]);
  });

  it("writes images into the content images folder, as paths relative to content/", () => {
    expect(config.media_folder).toBe("content/images");
    expect(config.public_folder).toBe("images");
  });

  it("finds and saves the screenshots' pictures in their own folder", () => {
    const folders = Object.fromEntries(
      collection.files.map((file) => [file.name, [file.media_folder, file.public_folder]]),
    );
    expect(folders).toEqual({
      site: [undefined, undefined],
      screenshots: ["images/screens", "images/screens"],
    });
    // A product's file names screenshots: its preview finds their pictures through its own folder.
    expect([folder("apps").media_folder, folder("apps").public_folder]).toEqual([
      "/content/images/screens",
      "images/screens",
    ]);
    // An app's icon is no screenshot: it has a folder of its own.
    const icon = folder("apps").fields.find((field) => field.name === "icon");
    expect([icon?.media_folder, icon?.public_folder]).toEqual(["/content/images/apps", "images/apps"]);
  });

  it("names new files as the build accepts them", () => {
    expect(config.slug).toEqual({ encoding: "ascii", clean_accents: true, sanitize_replacement: "-" });
    expect(folder("apps").slug).toBe("{{fields.name}}");
  });

  it("edits files on disk through decap-server locally, on the editor's own origin", () => {
    expect(editorConfig(EDITOR_BACKEND, "http://localhost:8000").local_backend).toEqual({
      url: "http://localhost:8000/api/v1",
    });
  });

  it("refuses a text longer than the build takes, in the build's words", () => {
    const name = folder("apps").fields.find((field) => field.name === "name");
    const [pattern, message] = name?.pattern ?? ["", ""];
    expect(new RegExp(pattern).test("x".repeat(160))).toBe(true);
    expect(new RegExp(pattern).test("x".repeat(161))).toBe(false);
    expect(new RegExp(pattern).test("Two\nlines")).toBe(true);
    expect(message).toBe("Expected at most 160 characters.");
    // Addresses too; their form is the build's check before saving, which quotes what was typed.
    const detail = folder("apps").fields.find((field) => field.name === "detail");
    const [pathPattern] = detail?.fields?.find((field) => field.name === "path")?.pattern ?? [""];
    expect(new RegExp(pathPattern).test(`/${"a".repeat(99)}`)).toBe(true);
    expect(new RegExp(pathPattern).test(`/${"a".repeat(100)}`)).toBe(false);
  });
});
