import { newFileSlug } from "./new-file-name";

describe("the file name Decap gives a new product", () => {
  it.each([
    ["Starlight Stories", "starlight-stories"],
    ["Tom's Café Finder", "toms-cafe-finder"],
    ["Sleep 2.0", "sleep-2-0"],
    ["  Moon & Stars!  ", "moon-stars"],
    ["Smørrebrød Ærø", "smorrebrod-aero"],
    ["Day_Spa ~ Finder", "day_spa-~-finder"],
    ["Tom’s App", "tom-s-app"],
    ["Aux", ""],
  ])("%s → %s", (name, slug) => {
    expect(newFileSlug(name)).toBe(slug);
  });
});
