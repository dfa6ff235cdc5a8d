import { listFile } from "../../src/content/content-file";
import { contentFiles } from "../../src/content/content-files";
import { group, text } from "../../src/content/fields";
import { contentTypeDefs } from "./graphql-types";

describe("contentTypeDefs", () => {
  const sdl = contentTypeDefs(contentFiles);

  it("declares every content file as a node type that is never inferred", () => {
    for (const spec of contentFiles) {
      expect(sdl).toContain(`type ${spec.typeName} implements Node @dontInfer {`);
    }
  });

  it("makes required fields non-null and resolves images and screenshot names", () => {
    expect(sdl).toContain("  companyName: String!\n");
    expect(sdl).toContain("  logo: File! @fileByRelativePath\n");
    expect(sdl).toContain('  slides: [ScreenshotsYaml!]! @link(by: "slug")\n');
    expect(sdl).toContain('  hero: ScreenshotsYaml! @link(by: "slug")\n');
    expect(sdl).toContain("  rating: Int!\n");
    expect(sdl).toContain("  galleryLinkLabel: String\n");
  });

  it("declares a list file's entries as nodes, and the file itself with no fields", () => {
    expect(sdl).toContain("type ScreenshotsYaml implements Node @dontInfer {\n  slug: String!\n");
    expect(sdl).toContain("type ScreenshotsFileYaml implements Node @dontInfer {\n  id: ID!\n}");
  });

  it("declares each group type once", () => {
    expect(sdl.match(/^type SiteYamlContactEntry \{/gm)).toHaveLength(1);
  });

  it("refuses two different groups with one name", () => {
    const shots = listFile({
      file: "x.yaml",
      typeName: "XYaml",
      fileTypeName: "XFileYaml",
      entries: "xs",
      about: "x",
      key: "slug",
      fields: { slug: text(), a: group("Same", { one: text() }), b: group("Same", { two: text() }) },
    });
    expect(() => contentTypeDefs([shots])).toThrow("two different groups are both named Same");
  });
});
