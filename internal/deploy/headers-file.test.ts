/**
 * @jest-environment node
 */
import { renderRules, SITE_BLOCK_END, SITE_BLOCK_START, withSiteBlock } from "./headers-file";

const ADAPTER_BLOCK =
  "# gatsby-adapter-netlify start\n/*\n  cache-control: public, max-age=0, must-revalidate\n# gatsby-adapter-netlify end\n";

describe("the site's block in _headers", () => {
  const rules = [
    { path: "/*", headers: [["Strict-Transport-Security", "max-age=1"]] as const },
    { path: "/a page", headers: [["content-security-policy", "default-src 'self'"]] as const },
  ];

  it("writes each rule as Netlify reads it: a path, then indented lower-case headers", () => {
    expect(renderRules(rules)).toBe(
      "/*\n  strict-transport-security: max-age=1\n/a%20page\n  content-security-policy: default-src 'self'",
    );
  });

  it("comes after the adapter's block and replaces its own block from an earlier build", () => {
    const once = withSiteBlock(ADAPTER_BLOCK, rules);
    expect(once.startsWith(ADAPTER_BLOCK)).toBe(true);
    expect(once).toContain(`${SITE_BLOCK_START}\n/*\n`);
    const twice = withSiteBlock(once, rules);
    expect(twice).toBe(once);
    expect(twice.split(SITE_BLOCK_START)).toHaveLength(2);
    expect(twice.trimEnd().endsWith(SITE_BLOCK_END)).toBe(true);
  });

  it("works on a file that does not exist yet", () => {
    expect(withSiteBlock("", rules).startsWith(SITE_BLOCK_START)).toBe(true);
  });
});
