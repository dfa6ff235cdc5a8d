/**
 * @jest-environment node
 *
 * The real server process against a build laid out as gatsby-adapter-netlify leaves it: what
 * Netlify would answer for each path the site relies on.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { ServerExitError, startSiteServer, type RunningServer } from "./start-server";
import { makeFixtureSite, type FixtureSite } from "./test-utils/fixture-site";

// Each test file starts a server process, slower on a busy machine.
jest.setTimeout(30_000);

let fixture: FixtureSite;
let server: RunningServer;

beforeAll(async () => {
  fixture = await makeFixtureSite();
  server = await startSiteServer({ publicDir: fixture.publicDir, dataDir: fixture.dataDir });
});

afterAll(() => server.stop());

const get = (pathname: string, init: RequestInit = {}) =>
  fetch(`${server.url}${pathname}`, { redirect: "manual", ...init });

describe("like Netlify", () => {
  it("serves pages from their final file names", async () => {
    for (const [pathname, text] of [
      ["/", "Home"],
      ["/baby-lullabies", "Gallery"],
      ["/baby-lullabies-app", "App"],
      ["/404", "Oops"],
      ["/admin/", "editor-ABC123.js"],
    ]) {
      const response = await get(pathname);
      expect([pathname, response.status]).toEqual([pathname, 200]);
      expect(await response.text()).toContain(text);
    }
  });

  it("redirects /page/ to /page (301) when page.html exists, keeping the query", async () => {
    const response = await get("/baby-lullabies/?ref=mail");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/baby-lullabies?ref=mail");
  });

  it("redirects a folder without its slash to the folder (301)", async () => {
    const response = await get("/admin");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/admin/");
  });

  it("serves neither _headers nor _redirects nor dotfiles", async () => {
    for (const pathname of ["/_headers", "/_redirects", "/.env"]) {
      const response = await get(pathname);
      expect([pathname, response.status]).toEqual([pathname, 404]);
      expect(await response.text()).toContain("Oops! Page not found");
    }
  });

  it("applies every matching _headers rule, a later rule's value replacing an earlier one's", async () => {
    const asset = await get("/static/abc/logo.png");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(asset.headers.get("x-frame-options")).toBe("DENY");

    const gallery = await get("/baby-lullabies");
    expect(gallery.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-gallery'");
    expect(gallery.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(gallery.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");

    const home = await get("/");
    expect(home.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
    expect((await get("/admin/assets/editor-ABC123.js")).headers.get("x-robots-tag")).toBe("noindex");
  });

  it("answers an unknown path with 404.html, status 404, and the headers Netlify sends for that path", async () => {
    const response = await get("/static/missing.png");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toContain("Oops! Page not found");
  });

  it("compresses what it can, as Netlify's CDN does", async () => {
    const response = await get("/app-123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("a folder's 404 page", () => {
  it("answers an unknown address in the folder with the folder's 404 page, and any other with 404.html", async () => {
    for (const [pathname, text] of [
      ["/es/nada", "Página no encontrada"],
      ["/es/nada/mas", "Página no encontrada"],
      ["/nothing", "Oops"],
      ["/espresso", "Oops"],
    ]) {
      const response = await get(pathname);
      expect([pathname, response.status]).toEqual([pathname, 404]);
      expect(await response.text()).toContain(text);
    }
    const home = await get("/es");
    expect([home.status, await home.text()]).toEqual([200, expect.stringContaining("Inicio")]);
  });
});

describe("refusing at start-up what it does not implement", () => {
  it("will not serve a build whose _redirects has rules", async () => {
    const site = await makeFixtureSite();
    await writeFile(path.join(site.publicDir, "_redirects"), "/old  /baby-lullabies  301\n");
    const failure = startSiteServer({
      publicDir: site.publicDir,
      dataDir: site.dataDir,
      captureOutput: true,
    });
    await expect(failure).rejects.toBeInstanceOf(ServerExitError);
    const error = (await failure.catch((e: unknown) => e)) as ServerExitError;
    expect(error.code).toBe(1);
    expect(error.output).toMatch(/_redirects has a redirect rule \(\/old → \/baby-lullabies 301\)/);
    expect(error.output.split("\n")).toHaveLength(1);
  });
});
