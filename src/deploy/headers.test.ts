/**
 * @jest-environment node
 */
import { createHash } from "node:crypto";
import {
  contentSecurityPolicy,
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
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain("unsafe-eval");
  });
});

describe("headerRules and headersFor", () => {
  const pages = [
    { path: "/", html: "<script>home()</script>" },
    { path: "/baby-lullabies", html: "<script>gallery()</script>" },
  ];
  const rules = parseHeadersFile(renderHeadersFile(headerRules(pages, ["app-123.js"])));

  it("gives every path the security headers and a policy allowing every page's scripts", () => {
    const headers = headersFor(rules, "/anything-else");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    expect(headers["Content-Security-Policy"]).toContain(sha("home()"));
    expect(headers["Content-Security-Policy"]).toContain(sha("gallery()"));
    expect(headers["Cache-Control"]).toBeUndefined();
  });

  it("adds each page's own policy, joined with a comma as Netlify does", () => {
    const policies = headersFor(rules, "/baby-lullabies")["Content-Security-Policy"].split(", default-src");
    expect(policies).toHaveLength(2);
    expect(policies[1]).toContain(sha("gallery()"));
    expect(policies[1]).not.toContain(sha("home()"));
    expect(headersFor(rules, "/baby-lullabies")["Cache-Control"]).toBe(REVALIDATE);
  });

  it("caches hashed assets for a year and revalidates page data", () => {
    expect(headersFor(rules, "/static/abc/logo.png")["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersFor(rules, "/app-123.js")["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersFor(rules, "/page-data/index/page-data.json")["Cache-Control"]).toBe(REVALIDATE);
  });
});
