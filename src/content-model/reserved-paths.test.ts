/**
 * @jest-environment node
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { isReservedPagePath, PAGES_OF_SRC } from "./reserved-paths";

describe("the addresses no content may claim", () => {
  it("are those of every page in src/pages/, as Gatsby gives them", () => {
    const pages = readdirSync(path.resolve(__dirname, "../pages"))
      .filter((name) => /\.tsx$/.test(name) && !name.endsWith(".test.tsx"))
      .map((name) => name.replace(/\.tsx$/, ""))
      .flatMap((name) => (name === "index" ? ["/"] : name === "404" ? ["/404", "/404.html"] : [`/${name}`]));
    expect([...PAGES_OF_SRC].sort()).toEqual(pages.sort());
  });

  it.each([
    "/admin",
    "/admin/starlight",
    "/api",
    "/static/picture",
    "/page-data",
    "/icons/app",
    "/404",
    "/es/404",
  ])("include %s", (address) => expect(isReservedPagePath(address)).toBe(true));

  it.each(["/administration", "/apiary", "/statics", "/starlight-stories", "/es/404-historia"])(
    "leave %s to content",
    (address) => expect(isReservedPagePath(address)).toBe(false),
  );
});
