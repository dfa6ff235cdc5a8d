import { contentFiles } from "../content/content-files";
import { fieldTree, type FieldNode, type GroupNode } from "../content/field-tree";
import { PAGE_PATH } from "../content/fields";
import { cmsConfig, COLLECTION, type CmsField } from "./config";
import { CMS_BACKEND } from "./backend";

const config = cmsConfig(contentFiles, CMS_BACKEND);
const [collection] = config.collections;

/** One line per field of the validation schema: where it is and the rules it carries. */
function schemaRules(group: GroupNode, prefix: string): string[] {
  return Object.entries(group.fields).flatMap(([name, field]) => fieldRules(field, `${prefix}${name}`));
}

function fieldRules(field: FieldNode, at: string): string[] {
  const required = field.required ? "required" : "optional";
  switch (field.kind) {
    case "group":
      return [`${at} group ${required}`, ...schemaRules(field, `${at}.`)];
    case "list": {
      const max = Number.isFinite(field.max) ? field.max : "any";
      const line = `${at} list ${required} ${field.min}..${max}`;
      if (field.item.kind === "group") return [line, ...schemaRules(field.item, `${at}[].`)];
      return [line, ...fieldRules(field.item, `${at}[]`)];
    }
    case "choice":
      return [`${at} choice ${required} ${field.values.join("|")}`];
    case "wholeNumber":
      return [`${at} number ${required} ${field.min}..${field.max}`];
    case "reference":
      return [`${at} reference ${required} ${field.references.file}`];
    default:
      return [`${at} ${field.kind} ${required}`];
  }
}

/** The same lines read back from the CMS configuration. */
function cmsRules(fields: readonly CmsField[], prefix: string): string[] {
  return fields.flatMap((field) => cmsFieldRules(field, `${prefix}${field.name}`));
}

function cmsFieldRules(field: CmsField, at: string, inList = false): string[] {
  const required = field.required === false ? "optional" : "required";
  const range = () => `${field.min ?? 0}..${field.max ?? "any"}`;
  const referenced = () => {
    const file = collection.files.find((candidate) => candidate.name === field.file);
    return file?.file.replace("content/", "") ?? `unknown file ${String(field.file)}`;
  };
  switch (field.widget) {
    case "object":
      return [`${at} group ${required}`, ...cmsRules(field.fields ?? [], `${at}.`)];
    case "list":
      if (field.fields) return [`${at} list ${required} ${range()}`, ...cmsRules(field.fields, `${at}[].`)];
      return [
        `${at} list ${required} ${range()}`,
        ...cmsFieldRules(field.field as CmsField, `${at}[]`, true),
      ];
    case "relation":
      return field.multiple
        ? [`${at} list ${required} ${range()}`, `${at}[] reference required ${referenced()}`]
        : [`${at} reference ${required} ${referenced()}`];
    case "select":
      return [`${at} choice ${required} ${(field.options ?? []).join("|")}`];
    case "number":
      return [`${at} number ${required} ${field.min}..${field.max}`];
    case "image":
      return [`${at} image ${required}`];
    case "string":
    case "text": {
      const pattern = field.pattern?.[0];
      const kind =
        pattern === PAGE_PATH.source
          ? "pagePath"
          : pattern?.startsWith("^https?")
            ? "url"
            : field.widget === "text"
              ? "longText"
              : "text";
      // An item of a list of texts has no required flag of its own in Decap: the list's is used.
      return [`${at} ${kind} ${inList ? "required" : required}`];
    }
  }
}

describe("the Decap CMS configuration", () => {
  it("edits every content file, and no other, in one collection", () => {
    expect(collection.name).toBe(COLLECTION);
    expect(collection.files.map((file) => file.file)).toEqual(
      contentFiles.map((spec) => `content/${spec.file}`),
    );
  });

  it.each(contentFiles.map((spec) => [spec.file, spec] as const))(
    "offers every field of %s with the validation schema's rules, and nothing else",
    (file, spec) => {
      const cmsFile = collection.files.find((candidate) => candidate.file === `content/${file}`);
      // A list file's document is a group holding its entries: the same rules read the same way.
      expect(cmsRules(cmsFile?.fields ?? [], "")).toEqual(schemaRules(fieldTree(spec), ""));
    },
  );

  it("refers to screenshots by their slug from screenshots.yaml", () => {
    const app = collection.files.find((file) => file.name === "lullaby-app");
    const carousel = app?.fields.find((field) => field.name === "carousel");
    expect(carousel?.fields?.find((field) => field.name === "slides")).toMatchObject({
      widget: "relation",
      file: "screenshots",
      value_field: "screenshots.*.slug",
      multiple: true,
      min: 3,
      max: 3,
    });
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
      directory: [undefined, undefined],
      // The app's file names screenshots: its preview finds their pictures through its own folder.
      "lullaby-app": ["images/screens", "images/screens"],
      screenshots: ["images/screens", "images/screens"],
    });
  });

  it("edits files on disk through decap-server locally", () => {
    expect(config.local_backend).toBe(true);
  });
});
