/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import yaml from "js-yaml";
import { contentSpecs } from "../../src/content-model/content-files";
import { SCHEMAS_DIR, schemaFiles, VSCODE_SETTINGS, yamlSchemasSetting } from "./schema-files";

const ROOT = path.resolve(__dirname, "../..");
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));
const readYaml = (file: string): unknown => yaml.load(readFileSync(path.join(ROOT, file), "utf8"));
type Doc = Record<string, unknown>;

describe("the JSON Schemas shipped for editors", () => {
  const files = schemaFiles();

  it.each(files.map((file) => [file.path, file] as const))(
    "%s is what the zod schema generates (run `npm run schemas` after changing a schema)",
    (file, { schema }) => {
      expect(readJson(file)).toEqual(schema);
    },
  );

  it("are one per content file, and one per product held to stricter rules, and no other", () => {
    const shipped = readdirSync(path.join(ROOT, SCHEMAS_DIR)).map((name) => `${SCHEMAS_DIR}/${name}`);
    expect(shipped.sort()).toEqual(files.map((file) => file.path).sort());
    expect(files.map((file) => file.describes)).toEqual(
      contentSpecs.flatMap((spec) =>
        spec.shape === "folder"
          ? [
              `content/${spec.folder}/*.yaml`,
              ...[...spec.stricter.keys()].map((slug) => `content/${spec.folder}/${slug}.yaml`),
            ]
          : [`content/${spec.file}`],
      ),
    );
  });

  it("are mapped to their YAML files for VS Code's YAML extension", () => {
    expect((readJson(VSCODE_SETTINGS) as Doc)["yaml.schemas"]).toEqual(yamlSchemasSetting(files));
  });

  describe("as a JSON Schema validator reads them", () => {
    // VS Code's YAML extension reads draft 7.
    const ajv = new Ajv({ allErrors: true, validateFormats: false });
    const validator = (describes: string) => {
      const file = files.find((candidate) => candidate.describes === describes);
      if (file === undefined) throw new Error(`No schema for ${describes}`);
      return ajv.compile(file.schema);
    };

    /** The files a schema describes: a single file, or every file of a collection's folder. */
    const described = (pattern: string): string[] => {
      if (!pattern.endsWith("/*.yaml")) return [pattern];
      const folder = pattern.slice(0, -"/*.yaml".length);
      return readdirSync(path.join(ROOT, folder)).map((name) => `${folder}/${name}`);
    };

    it.each(files.map((file) => file.describes))("accept the site's %s", (describes) => {
      const validate = validator(describes);
      for (const file of described(describes)) expect(validate(readYaml(file))).toBe(true);
    });

    it("accept an optional field left empty, as the build does", () => {
      const validate = validator("content/apps/*.yaml");
      const app = readYaml("content/apps/baby-lullabies.yaml") as Doc;
      ((app.detail as Doc).moreScreenshots as Doc).galleryLinkLabel = "";
      (app.detail as Doc).quote = null;
      expect(validate(app)).toBe(true);
      // As the editor leaves a group whose fields were all cleared, and an emptied list.
      (app.detail as Doc).quote = { text: "", author: " ", rating: null };
      ((app.detail as Doc).sections as Doc[])[0].chips = [];
      expect(validate(app)).toBe(true);
      (app.detail as Doc).quote = { text: "", author: "A reader", rating: null };
      expect(validate(app)).toBe(false);
    });

    it("hold the specification's app to its counts, and flag a screenshot named twice", () => {
      const app = readYaml("content/apps/baby-lullabies.yaml") as Doc;
      const slides = (app.carousel as Doc & { slides: string[] }).slides;
      expect(validator("content/apps/baby-lullabies.yaml")(app)).toBe(true);
      slides.push(slides[0] ?? "");
      expect(validator("content/apps/*.yaml")(app)).toBe(false);
      slides[slides.length - 1] = "nature-sounds";
      expect(validator("content/apps/*.yaml")(app)).toBe(true);
      const strict = validator("content/apps/baby-lullabies.yaml");
      expect(strict(app)).toBe(false);
      expect(strict.errors?.map((error) => `${error.instancePath} ${error.keyword}`)).toContain(
        "/carousel/slides maxItems",
      );
    });

    it("flag a mistyped field, a missing one, a blank text and a list of the wrong size", () => {
      const validate = validator("content/apps/*.yaml");
      const app = readYaml("content/apps/baby-lullabies.yaml") as Doc;
      const gallery = app.gallery as Doc;
      gallery.titel = gallery.title;
      delete gallery.title;
      gallery.tagline = " ";
      (app.carousel as Doc & { slides: string[] }).slides = [];
      expect(validate(app)).toBe(false);
      // An optional group's errors come with an anyOf (it is not left empty either). Why it is not
      // left empty is said by the shared definition, whose paths are its own (#/anyOf/…): left out.
      const errors = validate.errors?.filter((error) => error.schemaPath.startsWith("#/properties/"));
      expect([...new Set(errors?.map((error) => `${error.instancePath} ${error.keyword}`))].sort()).toEqual([
        "/carousel anyOf",
        "/carousel/slides minItems",
        "/gallery additionalProperties",
        "/gallery anyOf",
        "/gallery required",
        "/gallery/tagline pattern",
      ]);
    });
  });

  it("describe each field to the editor with what it is and what it expects", () => {
    const site = files.find((file) => file.describes === "content/site.yaml")?.schema;
    expect(site?.properties?.companyName).toMatchObject({
      description: "The company's name, in the header, the footer and the browser tab. Expected a text.",
    });
  });
});
