import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { EARLY_PICTURES_QUERY } from "./create-pages";

const SRC = path.resolve(__dirname, "../../src");
const SELECTION = /gatsbyImageData\([^)]*\)/g;

/** Each picture selection in the site's components and pages, as written (tests aside). */
function sourceSelections(): Set<string> {
  const sources = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file),
  );
  return new Set(
    sources.flatMap((file) => readFileSync(path.join(SRC, file), "utf8").match(SELECTION) ?? []),
  );
}

describe("the pictures encoded while the pages are made", () => {
  it("are asked for at exactly the sizes the pages' queries ask for", () => {
    const early = new Set(EARLY_PICTURES_QUERY.match(SELECTION));
    expect(early).toEqual(sourceSelections());
    expect(early.size).toBeGreaterThan(0);
  });
});
