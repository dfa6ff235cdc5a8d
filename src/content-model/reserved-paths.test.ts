/**
 * @jest-environment node
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { PAGES_OF_SRC, RESERVED_PAGE_PATHS } from "./reserved-paths";

describe("the addresses no content may claim", () => {
  it("are those of every page in src/pages/, as Gatsby gives them", () => {
    const pages = readdirSync(path.resolve(__dirname, "../pages"))
      .filter((name) => /\.tsx$/.test(name) && !name.endsWith(".test.tsx"))
      .map((name) => name.replace(/\.tsx$/, ""))
      .flatMap((name) => (name === "index" ? ["/"] : name === "404" ? ["/404", "/404.html"] : [`/${name}`]));
    expect([...PAGES_OF_SRC].sort()).toEqual(pages.sort());
  });

  it("include the content editor's address", () => {
    expect(RESERVED_PAGE_PATHS.has("/admin")).toBe(true);
  });
});
