/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import {
  contentSecurityPolicy,
  withMetaPolicy,
  headerRules,
  headersFor,
  IMMUTABLE,
  inlineScriptHashes,
  parseHeadersFile,
  renderHeadersFile,
  REVALIDATE,
} from "./headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and module scripts, not external or data scripts", () => {
    const html = [
      "<script>window.a=1</script>",
      '<script type="module">import("x")</script>',
      '<script src="/app.js" async></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      "<script>window.a=1</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("x")')].sort());
  });
});

describe("contentSecurityPolicy", () => {
  it("allows the site's own scripts and the hashed inline ones, never inline code or eval", () => {
    const policy = contentSecurityPolicy(["'sha256-abc'"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain("unsafe-eval");
  });

  it("can be carried by the page itself, after the charset, once", () => {
    const html = '<html><head><meta charSet="utf-8"/><script>x()</script></head></html>';
    const again = withMetaPolicy(withMetaPolicy(html, "default-src 'none'"), "default-src 'self'");
    expect(again).toBe(withMetaPolicy(html, "default-src 'self'"));
    expect(withMetaPolicy(html, "default-src 'self'")).toBe(
      '<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/><script>x()</script></head></html>',
    );
  });
});

describe("headerRules and headersFor", () => {
  const pages = [
    { path: "/", html: "<script>home()</script>" },
    { path: "/baby-lullabies", html: "<script>gallery()</script>" },
  ];
  const editor = { connect: ["https://api.github.com"], img: ["blob:"] };
  const rules = parseHeadersFile(renderHeadersFile(headerRules(pages, ["app-123.js"], editor)));
  const policies = (pathname: string) => headersFor(rules, pathname)["Content-Security-Policy"].split(", ");

  it("gives every path the security headers and a policy against framing, plugins and foreign forms", () => {
    const headers = headersFor(rules, "/anything-else");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    expect(policies("/anything-else")).toEqual([
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    ]);
    expect(headers["Cache-Control"]).toBeUndefined();
  });

  it("adds each page's own policy, joined with a comma as Netlify does", () => {
    const [, page] = policies("/baby-lullabies");
    expect(page).toContain(sha("gallery()"));
    expect(page).not.toContain(sha("home()"));
    expect(page).toContain("connect-src 'self';");
    expect(headersFor(rules, "/baby-lullabies")["Cache-Control"]).toBe(REVALIDATE);
  });

  it("lets only the content editor evaluate code and reach its backend", () => {
    const [base, admin] = policies("/admin/");
    expect(base).toContain("frame-ancestors 'none'");
    expect(admin).toContain("script-src 'self' 'unsafe-eval'");
    expect(admin).toContain("connect-src 'self' https://api.github.com");
    expect(admin).toContain("img-src 'self' data: blob:");
    for (const pathname of ["/", "/baby-lullabies", "/anything-else"]) {
      expect(policies(pathname).join()).not.toContain("unsafe-eval");
    }
  });

  it("keeps the content editor out of search engines and revalidates it", () => {
    expect(headersFor(rules, "/admin/")["X-Robots-Tag"]).toBe("noindex");
    expect(headersFor(rules, "/admin/cms.js")["Cache-Control"]).toBe(REVALIDATE);
  });

  it("caches hashed assets for a year and revalidates page data", () => {
    expect(headersFor(rules, "/static/abc/logo.png")["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersFor(rules, "/app-123.js")["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersFor(rules, "/page-data/index/page-data.json")["Cache-Control"]).toBe(REVALIDATE);
  });
});
