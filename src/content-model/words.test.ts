import { suggest } from "./words";

describe("suggest", () => {
  it.each([
    ["titel", ["path", "title", "tagline"], "title"],
    ["screenshot", ["screenshots"], "screenshots"],
    ["now-playin", ["lullabies", "now-playing"], "now-playing"],
    ["directry.yaml", ["site.yaml", "directory.yaml"], "directory.yaml"],
    ["CompanyName", ["companyName", "logo"], "companyName"],
  ])("suggests the option %p was likely meant to be", (word, options, expected) => {
    expect(suggest(word, options)).toBe(expected);
  });

  it.each([
    ["white-noise", ["lullabies", "nature-sounds", "sleep-timer", "airplay", "now-playing"]],
    ["name", ["nav", "logo"]],
    ["anything", []],
  ])("suggests nothing when no option is close to %p", (word, options) => {
    expect(suggest(word, options)).toBeUndefined();
  });
});
