import { hasName, isBuildablePicture } from "./pictures";

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe("a picture the site can use", () => {
  it.each([
    ["PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13])],
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0])],
    ["WebP", bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 ")],
    ["AVIF", bytes([0, 0, 0, 28], "ftypavif")],
  ])("is a %s, by its first bytes", (_format, start) => {
    expect(isBuildablePicture(start)).toBe(true);
  });

  it.each([
    ["GIF", bytes("GIF89a", [1, 0, 1, 0])],
    ["SVG", bytes('<svg xmlns="http')],
    ["HEIC", bytes([0, 0, 0, 24], "ftypheic")],
    ["an empty file", bytes()],
  ])("is not a %s", (_format, start) => {
    expect(isBuildablePicture(start)).toBe(false);
  });

  it("has a name before its extension", () => {
    expect(hasName("images/screens/bedtime.png")).toBe(true);
    expect(hasName("images/screens/.png")).toBe(false);
    expect(hasName(".png")).toBe(false);
  });
});
