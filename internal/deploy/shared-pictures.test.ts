import { sharedPictures } from "./shared-pictures";

describe("the pictures a page offers when shared", () => {
  it("are its og:image and twitter:image on the site, once each", () => {
    const html = `<!doctype html><html><head>
      <meta property="og:image" content="https://www.example.com/static/abc/share.png">
      <meta name="twitter:image" content="https://www.example.com/static/abc/share.png">
      <meta property="og:image:alt" content="A picture">
      <meta property="og:image" content="https://cdn.elsewhere.com/other.png">
      </head><body></body></html>`;
    expect(sharedPictures(html, "https://www.example.com")).toEqual(["/static/abc/share.png"]);
  });

  it("are none on a page without share tags", () => {
    expect(sharedPictures("<p>Hello</p>", "https://www.example.com")).toEqual([]);
  });
});
