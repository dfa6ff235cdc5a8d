import type { RoutesManifest } from "gatsby";
import { staleHtmlRoutes } from "./stale-pages";

const page = (path: string, filePath: string) => ({ type: "static" as const, path, filePath, headers: [] });
const file = (path: string) => page(path, `public${path}`);

describe("the pages an earlier build left behind", () => {
  it("are the HTML files at a page's address whose page this build does not have", () => {
    const routes: RoutesManifest = [
      page("/", "public/index.html"),
      page("/baby-lullabies", "public/baby-lullabies/index.html"),
      page("/404", "public/404/index.html"),
      page("/404.html", "public/404.html"),
      // Files left in public/ by the earlier build.
      file("/baby-lullabies.html"),
      file("/starlight-stories.html"),
      file("/starlight-stories-app.html"),
      // Not pages: the editor, Gatsby's slices, and any other file.
      file("/admin/index.html"),
      file("/_gatsby/slices/_gatsby-scripts-1.html"),
      file("/favicon.ico"),
      // A file of static/, copied into public/ by every build.
      file("/google1234.html"),
    ];
    const fromStatic = (address: string) => address === "/google1234.html";
    expect(staleHtmlRoutes(routes, fromStatic).map((route) => route.path)).toEqual([
      "/starlight-stories.html",
      "/starlight-stories-app.html",
    ]);
  });
});
