/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import yaml from "js-yaml";
import { appsCollection, CONTENT, siteFile } from "../../src/content-model/content";
import type { ContentSpec } from "../../src/content-model/declarations";
import { CONTENT_DIR } from "./content-folder";
import { SPECIFICATION_CONTENT_DIR } from "./current-content";
import { editorSchema, schemaFileName, SCHEMAS_FOLDER } from "./editor-schemas";

const ROOT = path.resolve(__dirname, "../..");
type Doc = Record<string, unknown>;
// As VS Code reads YAML (1.2): a day written unquoted is a text, not a date.
const readYaml = (file: string) => yaml.load(readFileSync(file, "utf8"), { schema: yaml.CORE_SCHEMA }) as Doc;

// VS Code's YAML extension reads draft 7.
const ajv = new Ajv({ allErrors: true, validateFormats: false, strict: false });
const validator = (spec: ContentSpec) => ajv.compile(editorSchema(spec));

/** The files a schema describes in `dir`: a single file, or every file of a collection's folder. */
const filesOf = (spec: ContentSpec, dir: string): string[] =>
  spec.shape === "file"
    ? [path.join(dir, spec.file)]
    : readdirSync(path.join(dir, spec.folder)).map((name) => path.join(dir, spec.folder, name));

describe("the JSON Schemas written for editors' editors", () => {
  it("are each mapped to their YAML files for VS Code's YAML extension", () => {
    const settings = JSON.parse(readFileSync(path.join(ROOT, ".vscode/settings.json"), "utf8")) as Doc;
    expect(settings["yaml.schemas"]).toEqual(
      Object.fromEntries(
        CONTENT.map((spec) => [
          `./content/${SCHEMAS_FOLDER}/${schemaFileName(spec)}`,
          spec.shape === "file" ? `/content/${spec.file}` : `/content/${spec.folder}/*.yaml`,
        ]),
      ),
    );
  });

  it.each(CONTENT.map((spec) => [spec.label, spec] as const))("accept the content of %s", (_label, spec) => {
    const validate = validator(spec);
    for (const dir of [CONTENT_DIR, SPECIFICATION_CONTENT_DIR])
      for (const file of filesOf(spec, dir)) expect(validate(readYaml(file))).toBe(true);
  });

  it("accept an optional field left empty, as the build does, and refuse one half filled", () => {
    const validate = validator(appsCollection);
    const file = readYaml(path.join(SPECIFICATION_CONTENT_DIR, "apps/baby-lullabies.yaml"));
    const app = file.en as Doc;
    const detail = app.detail as Doc;
    (detail.moreScreenshots as Doc).galleryLinkLabel = "";
    detail.quote = { text: "", author: " ", rating: null };
    (detail.sections as Doc[])[0].chips = [];
    expect(validate(file)).toBe(true);
    detail.quote = { text: "", author: "A reader", rating: null };
    expect(validate(file)).toBe(false);
  });

  it("flag a mistyped field, a blank text, a screenshot named twice, a list too long and what is given once written in Spanish", () => {
    const validate = validator(appsCollection);
    const file = readYaml(path.join(SPECIFICATION_CONTENT_DIR, "apps/baby-lullabies.yaml"));
    const app = file.en as Doc;
    const gallery = app.gallery as Doc;
    gallery.titel = gallery.title;
    gallery.tagline = " ";
    (app.detail as Doc).badges = ["a", "b", "c", "d", "e"];
    const slides = (app.carousel as Doc).slides as string[];
    slides.push(slides[0] ?? "");
    (((file.es as Doc).appStore as Doc).id as unknown) = "1234567890";
    expect(validate(file)).toBe(false);
    const found = validate.errors?.filter((error) => error.schemaPath.startsWith("#/properties/"));
    expect([...new Set(found?.map((error) => `${error.instancePath} ${error.keyword}`))].sort()).toEqual([
      "/en/carousel anyOf",
      "/en/carousel/slides uniqueItems",
      "/en/detail/badges maxItems",
      "/en/gallery additionalProperties",
      "/en/gallery anyOf",
      "/en/gallery/tagline pattern",
      "/es/appStore additionalProperties",
    ]);
  });

  it("describe each field with what it is and what it expects", () => {
    expect(editorSchema(siteFile)).toMatchObject({
      title: "content/site.yaml",
      properties: {
        en: {
          properties: {
            companyName: {
              description:
                "The company's name, in the header, the footer and the browser tab. Expected a text.",
            },
          },
        },
        es: { properties: { description: {} } },
      },
    });
  });
});
