/**
 * @jest-environment node
 */
import { checkPicture, readUpload, subscribeToUploads, unusableUploads } from "./pictures";
import { say } from "../content-model/words";

const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])]);
const GIF = new Blob(["GIF89a", new Uint8Array(10)]);
const WEBP = new Blob(["RIFF", new Uint8Array(4), "WEBPVP8 "]);

describe("pictures uploaded in the editor", () => {
  it("are found unusable by their first bytes, whatever their name says, and usable again when replaced", async () => {
    const told = jest.fn();
    const stop = subscribeToUploads(told);
    await readUpload("images/screens/renamed.png", GIF);
    expect(unusableUploads().has("images/screens/renamed.png")).toBe(true);
    expect(checkPicture("images/screens/renamed.png", unusableUploads())).toBe(
      say.notAnImage("images/screens/renamed.png"),
    );
    expect(told).toHaveBeenCalledTimes(1);

    // The same file read again changes nothing; another file for the path is read afresh.
    await readUpload("images/screens/renamed.png", GIF);
    expect(told).toHaveBeenCalledTimes(1);
    await readUpload("images/screens/renamed.png", PNG);
    expect(unusableUploads().has("images/screens/renamed.png")).toBe(false);
    expect(checkPicture("images/screens/renamed.png", unusableUploads())).toBeUndefined();
    expect(told).toHaveBeenCalledTimes(2);
    stop();
  });

  it("are known once any reader of the same file is told the reading is done", async () => {
    const GIF_AGAIN = new Blob(["GIF89a", new Uint8Array(10)]);
    const first = readUpload("images/screens/twice.png", GIF_AGAIN);
    await readUpload("images/screens/twice.png", GIF_AGAIN);
    expect(unusableUploads().has("images/screens/twice.png")).toBe(true);
    await first;
  });

  it("leave the set of unusable uploads as it is when a usable one is read", async () => {
    const before = unusableUploads();
    await readUpload("images/screens/real.webp", WEBP);
    expect(unusableUploads()).toBe(before);
  });
});

describe("the editor's check of a picture", () => {
  it("refuses a format the build cannot use and a name with nothing before its extension", () => {
    const none = new Set<string>();
    expect(checkPicture("images/screens/Bedtime.GIF", none)).toBe(
      say.notAnImage("images/screens/Bedtime.GIF"),
    );
    expect(checkPicture("images/screens/.png", none)).toBe(say.imageUnnamed("images/screens/.png"));
    expect(checkPicture("images/screens/bedtime.AVIF", none)).toBeUndefined();
  });
});
