/**
 * @jest-environment node
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { headersForPath, HeadersFileError, loadHeaderRules } from "./headers";

const withHeadersFile = async (text: string): Promise<string> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "netlify-headers-"));
  const file = path.join(dir, "_headers");
  await writeFile(file, text);
  return file;
};

/** What the Gatsby adapter writes, then what the build appends. */
const FIXTURE = `# gatsby-adapter-netlify start
/*
  cache-control: public, max-age=0, must-revalidate
  referrer-policy: same-origin
  x-frame-options: DENY
/static/*
  cache-control: public, max-age=31536000, immutable
# gatsby-adapter-netlify end
/*
  Referrer-Policy: strict-origin-when-cross-origin
  X-Content-Type-Options: nosniff
/baby-lullabies
  Content-Security-Policy: script-src 'self'
/admin/*
  X-Robots-Tag: noindex
`;

const values = (headers: ReturnType<typeof headersForPath>) =>
  Object.fromEntries([...headers.values()].map(([name, value]) => [name.toLowerCase(), value]));

describe("Netlify's headers", () => {
  it("gives a later matching rule's value precedence, never joining two rules' values", async () => {
    const rules = await loadHeaderRules(await withHeadersFile(FIXTURE));
    expect(values(headersForPath(rules, "/static/app-1.js"))).toEqual({
      "cache-control": "public, max-age=31536000, immutable",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
    });
    const page = values(headersForPath(rules, "/baby-lullabies"));
    expect(page["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(page["content-security-policy"]).toBe("script-src 'self'");
  });

  it("matches paths as Netlify's parser does: with or without a trailing slash, /* includes the folder", async () => {
    const rules = await loadHeaderRules(await withHeadersFile(FIXTURE));
    expect(values(headersForPath(rules, "/baby-lullabies/"))["content-security-policy"]).toBeDefined();
    expect(values(headersForPath(rules, "/baby-lullabies-app"))["content-security-policy"]).toBeUndefined();
    expect(values(headersForPath(rules, "/admin"))["x-robots-tag"]).toBe("noindex");
    expect(values(headersForPath(rules, "/admin/config.yml"))["x-robots-tag"]).toBe("noindex");
  });

  it("joins one rule's repeated header, as Netlify's parser does", async () => {
    const rules = await loadHeaderRules(await withHeadersFile("/*\n  Link: </a>\n  Link: </b>\n"));
    expect(values(headersForPath(rules, "/"))).toEqual({ link: "</a>, </b>" });
  });

  it("has no rules when there is no _headers file", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "netlify-headers-"));
    expect(await loadHeaderRules(path.join(dir, "_headers"))).toEqual([]);
  });

  it("refuses a file Netlify would partly ignore", async () => {
    const file = await withHeadersFile("  X-Orphan: no path before me\n/*\n  : no name\n");
    await expect(loadHeaderRules(file)).rejects.toThrow(HeadersFileError);
    await expect(loadHeaderRules(file)).rejects.toThrow(/2 syntax error/);
  });

  it("refuses a header Node could not send", async () => {
    const file = await withHeadersFile("/*\n  X-Name: caf\u00e9 \u2603\n");
    await expect(loadHeaderRules(file)).rejects.toThrow(/"X-Name" for \/\* cannot be sent/);
  });
});
