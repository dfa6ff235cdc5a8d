import type { RoutesManifest } from "gatsby";
import { pageMoves } from "./moved-pages";

const page = (path: string, filePath: string) => ({ type: "static" as const, path, filePath, headers: [] });
const file = (path: string) => page(path, `public${path}`);

describe("the pages the adapter moves", () => {
  it("are every page but the home page, from Gatsby's file to the one Netlify serves at its address", () => {
    const routes: RoutesManifest = [
      page("/", "public/index.html"),
      page("/baby-lullabies", "public/baby-lullabies/index.html"),
      page("/404", "public/404/index.html"),
      page("/404.html", "public/404.html"),
      // Not pages: the editor, Gatsby's slices, and any other file.
      file("/admin/index.html"),
      file("/_gatsby/slices/_gatsby-scripts-1.html"),
      file("/favicon.ico"),
    ];
    expect(pageMoves(routes)).toEqual([
      ["public/baby-lullabies/index.html", "public/baby-lullabies.html"],
      ["public/404/index.html", "public/404.html"],
    ]);
  });
});
