import { readFileSync } from "node:fs";
import path from "node:path";
import { icoFromPng } from "./favicon-ico";

/** The start of a square PNG: its signature and IHDR chunk, then some image bytes. */
function pngOf(size: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write("IHDR", 4, "latin1");
  ihdr.writeUInt32BE(size, 8);
  ihdr.writeUInt32BE(size, 12);
  ihdr.set([8, 6, 0, 0, 0], 16); // 8-bit RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, ihdr, Buffer.from("image data")]);
}

describe("icoFromPng", () => {
  it("writes an icon directory with one 32 × 32 entry pointing at the PNG, kept byte for byte", () => {
    const png = pngOf(32);
    const ico = icoFromPng(png);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([32, 32]);
    expect(ico.readUInt16LE(12)).toBe(32);
    const [size, offset] = [ico.readUInt32LE(14), ico.readUInt32LE(18)];
    expect(offset).toBe(22);
    expect(ico.subarray(offset, offset + size).equals(png)).toBe(true);
    expect(ico.length).toBe(offset + size);
  });

  it("records 256 pixels as 0, as the format says", () => {
    const ico = icoFromPng(pngOf(256));
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([0, 0]);
  });

  it("refuses what it cannot wrap", () => {
    expect(() => icoFromPng(readFileSync(path.join(__dirname, "favicon-ico.ts")))).toThrow("not a PNG");
    expect(() => icoFromPng(Buffer.alloc(0))).toThrow("not a PNG");
    expect(() => icoFromPng(pngOf(300))).toThrow("at most 256 × 256, not 300 × 300");
  });
});
