/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import { inlineScripts, inlineScriptSources, scriptHashSource } from "./inline-scripts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline scripts", () => {
  it("finds classic and module scripts, not external ones or data blocks", () => {
    const html = [
      "<!doctype html><html><head><script>window.a=1</script>",
      '<script type="module">import("x")</script>',
      '<script src="/app.js" async></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="text/plain">not run</script>',
      "</head><body><p>x</p><script>window.a=1</script></body></html>",
    ].join("");
    expect(inlineScripts(html)).toEqual(["window.a=1", 'import("x")', "window.a=1"]);
    expect(inlineScriptSources(html)).toEqual([sha("window.a=1"), sha('import("x")')].sort());
  });

  it("reads a script's text exactly as the browser does, entities and all", () => {
    // Script text is raw: `&amp;` stays as written, and the hash must be of that text.
    const html = "<script>if (a &amp;&amp; b) { x = '</scr' + 'ipt>' }</script>";
    expect(inlineScripts(html)).toEqual(["if (a &amp;&amp; b) { x = '</scr' + 'ipt>' }"]);
  });

  it("finds scripts inside <template> content", () => {
    expect(inlineScripts("<template><script>t()</script></template>")).toEqual(["t()"]);
  });

  it("hashes a script's UTF-8 bytes as CSP expects", () => {
    expect(scriptHashSource("é")).toBe(sha("é"));
  });
});
