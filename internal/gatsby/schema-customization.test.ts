import { CONTENT } from "../../src/content-model/content";
import { group, list, text } from "../../src/content-model/fields";
import { contentTypeDefs } from "./schema-customization";

describe("contentTypeDefs", () => {
  const sdl = contentTypeDefs(CONTENT);

  it("declares every content file and every collection's file as a node type that is never inferred", () => {
    for (const spec of CONTENT) {
      expect(sdl).toContain(`type ${spec.typeName} implements Node @dontInfer {`);
    }
  });

  it("gives every content node its language, and each product its slug, the name of its file", () => {
    expect(sdl).toContain(
      "type AppContent implements Node @dontInfer {\n  language: String!\n  slug: String!\n",
    );
    expect(sdl).toContain("type SiteContent implements Node @dontInfer {\n  language: String!\n");
  });

  it("makes required fields non-null and resolves images and screenshot names", () => {
    expect(sdl).toContain("  companyName: String!\n");
    expect(sdl).toContain('  logo: File! @link(by: "relativePath")\n');
    // A screenshot's name links to the node of the screenshot in the same language (on-create-node.ts).
    expect(sdl).toContain("  slides: [ScreenshotsYaml!]! @link\n");
    expect(sdl).toContain("  hero: ScreenshotsYaml @link\n");
    expect(sdl).toContain("  rating: Int!\n");
  });

  it("reads an optional field left empty as null", () => {
    expect(sdl).toContain("  galleryLinkLabel: String @absentWhenEmpty\n");
    expect(sdl).toContain("  gallery: AppYamlGallery @absentWhenEmpty\n");
  });

  it("declares a list file's entries as nodes, the file itself with no fields, and a YAML file as read", () => {
    expect(sdl).toContain(
      "type ScreenshotsYaml implements Node @dontInfer {\n  language: String!\n  slug: String!\n",
    );
    expect(sdl).toContain(
      "type ScreenshotsFileContent implements Node @dontInfer {\n  language: String!\n  id: ID!\n}",
    );
    expect(sdl).toContain("type ContentFileYaml implements Node @dontInfer {\n  id: ID!\n}");
  });

  it("declares each group type once", () => {
    expect(sdl.match(/^type SiteYamlContactEntry \{/gm)).toHaveLength(1);
  });

  it("refuses two different groups with one name", () => {
    const entry = group("XYaml", {
      slug: text(),
      a: group("Same", { one: text() }),
      b: group("Same", { two: text() }),
    });
    const shots = {
      shape: "file",
      file: "x.yaml",
      label: "X",
      typeName: "XFileYaml",
      about: "x",
      entries: { field: "xs", key: "slug", typeName: "XYaml" },
      schema: group("XFileYaml", { xs: list(entry) }),
    } as const;
    expect(() => contentTypeDefs([shots])).toThrow("two different groups are both named Same");
  });
});
