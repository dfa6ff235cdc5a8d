/**
 * @jest-environment node
 */
import { decodePathname, parseRequestTarget } from "./request-target";

describe("parseRequestTarget", () => {
  it.each([
    ["/", "/", ""],
    ["/baby-lullabies?utm=x", "/baby-lullabies", "?utm=x"],
    ["/a/../b", "/b", ""],
    ["/%2e%2e/etc/passwd", "/etc/passwd", ""],
    ["//evil.example/x", "//evil.example/x", ""],
    ["/caf%C3%A9", "/caf%C3%A9", ""],
    ["/%zz", "/%zz", ""],
    ["/page#fragment", "/page", ""],
  ])("reads the origin-form %j", (target, pathname, search) => {
    expect(parseRequestTarget(target)).toMatchObject({ pathname, search });
  });

  it.each([
    ["http://example.com/baby-lullabies", "/baby-lullabies", ""],
    ["HTTP://EXAMPLE.COM", "/", ""],
    ["https://localhost:9000/?q=1", "/", "?q=1"],
  ])("reads the valid absolute-form %j", (target, pathname, search) => {
    expect(parseRequestTarget(target)).toMatchObject({ pathname, search });
  });

  it.each([
    // Each of these once made `new URL()` throw and the process exit.
    "http://%zz/",
    "http://[/",
    "https://%/",
    "http://a:b@/x",
    "http://127.0.0.1:99999/",
    // Other forms that name no path.
    "*",
    "example.com:443",
    "ftp://example.com/",
    "javascript:alert(1)",
    "",
    undefined,
  ])("calls %j invalid instead of throwing", (target) => {
    expect(parseRequestTarget(target)).toBeNull();
  });
});

describe("decodePathname", () => {
  it("undoes percent-encoding, or says it cannot", () => {
    expect(decodePathname("/caf%C3%A9")).toBe("/café");
    expect(decodePathname("/a%20b")).toBe("/a b");
    expect(decodePathname("/%zz")).toBeNull();
    expect(decodePathname("/%C3")).toBeNull();
  });
});
