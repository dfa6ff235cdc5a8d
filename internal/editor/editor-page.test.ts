import { HtmlValidate } from "html-validate";
import { editorPage } from "./editor-page";

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("the content editor's page", () => {
  const page = parse(editorPage({ script: "/admin/assets/editor-ABC123.js" }));

  it("is valid HTML", async () => {
    const report = await new HtmlValidate({ extends: ["html-validate:recommended"] }).validateString(
      editorPage({ script: "/admin/assets/editor-ABC123.js", stylesheet: "/admin/assets/editor-ABC123.css" }),
    );
    expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([]);
  });

  it("is titled for editors and kept out of search engines", () => {
    expect(page.title).toBe("Content editor");
    expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("none");
  });

  it("shows the site's icon in the browser's tab", () => {
    expect(page.querySelector('link[rel="icon"]')?.getAttribute("href")).toBe("/favicon-32x32.png");
  });

  it("loads the bundle from the site after the page is parsed, and runs no inline script", () => {
    const scripts = [...page.querySelectorAll("script")];
    expect(scripts.map((script) => [script.getAttribute("src"), script.defer])).toEqual([
      ["/admin/assets/editor-ABC123.js", true],
    ]);
    expect(scripts.filter((script) => script.textContent !== "")).toEqual([]);
  });

  it("links the bundle's stylesheet when there is one, and only then", () => {
    expect(page.querySelector("link[rel=stylesheet]")).toBeNull();
    const styled = parse(editorPage({ script: "/a.js", stylesheet: "/admin/assets/editor-ABC123.css" }));
    expect(styled.querySelector("link[rel=stylesheet]")?.getAttribute("href")).toBe(
      "/admin/assets/editor-ABC123.css",
    );
  });
});
