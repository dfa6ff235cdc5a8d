import { createHash } from "node:crypto";
import { inlineStyleSources } from "./inline-styles";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("a page's inline styles", () => {
  it("are its style elements and style attributes, each hashed once, as the browser reads them", () => {
    const html = `<!doctype html><html><head><style>.a{color:red}</style>
      <noscript><style>.b{opacity:1}</style></noscript></head>
      <body><div style="width:40px;height:40px;"></div><p style="width:40px;height:40px;"></p>
      <span style="content:&quot;x&quot;"></span></body></html>`;
    expect(inlineStyleSources(html)).toEqual({
      elements: [hash(".a{color:red}")],
      attributes: [hash("width:40px;height:40px;"), hash('content:"x"')].sort(),
    });
  });
});
