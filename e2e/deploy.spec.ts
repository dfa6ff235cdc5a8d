import { readFileSync } from "node:fs";
import path from "node:path";
import { currentContent } from "../internal/content-files/current-content";
import { specificationContent } from "../internal/test-utils/specification";
import { EDITOR_PATH, SITE_URL } from "../src/lib/addresses";
import { palette } from "../src/styles/theme";
import { recordCspViolations } from "./support/csp";
import { homeOf, LANGUAGES, languageOfPath, type Language } from "../src/lib/languages";
import type { Page } from "@playwright/test";
import { EVERY_PAGE, expect, PAGES, test } from "./support/test";

const PUBLIC = path.resolve(__dirname, "../public");
const { site, app } = specificationContent();

/** The page's title, description, canonical address and share tags, in its language. */
async function expectHeadTags(page: Page, name: string, pagePath: string) {
  const title = await page.title();
  const language = languageOfPath(pagePath);
  expect(title).toContain(specificationContent(language).site.companyName);
  const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
  expect(await meta('meta[name="description"]')).toBeTruthy();
  expect(await page.locator("html").getAttribute("lang")).toBe(language);
  if (name.endsWith("notFound")) {
    // Kept out of search results, with no canonical address of its own.
    expect(await meta('meta[name="robots"]')).toBe("noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  } else {
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toBe(new URL(pagePath, SITE_URL).href);
    expect(await meta('meta[property="og:url"]')).toBe(canonical);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
  expect(await meta('meta[property="og:title"]')).toBe(title);
  expect(await meta('meta[property="og:image"]')).toMatch(new RegExp(`^${SITE_URL}/static/.+\\.png$`));
  expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
  expect(await meta('meta[name="color-scheme"]')).toBe("light dark");
  for (const [scheme, colors] of Object.entries(palette))
    expect(await meta(`meta[name="theme-color"][media="(prefers-color-scheme: ${scheme})"]`)).toBe(
      colors.night,
    );
  expect(await page.locator('link[rel="icon"]').count()).toBeGreaterThan(0);
  expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
}

test.describe("head tags", () => {
  test("the share image is 1200 × 630 and served", async ({ page, request }) => {
    await page.goto(PAGES.home);
    const image = new URL((await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "");
    const response = await request.get(image.pathname);
    expect(response.status()).toBe(200);
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, image.pathname);
    expect(size).toEqual([1200, 630]);
  });

  test("/favicon.ico, asked for by pages that name no icon, is the 32 × 32 logo", async ({
    page,
    request,
  }) => {
    const response = await request.get("/favicon.ico");
    expect(response.status()).toBe(200);
    await page.goto(PAGES.home);
    const size = await page.evaluate(async () => {
      const img = new Image();
      img.src = "/favicon.ico";
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(size).toEqual([32, 32]);
  });

  test("every page has its own title", async ({ page }) => {
    const seen = new Set<string>();
    for (const pagePath of Object.values(PAGES)) {
      await page.goto(pagePath);
      seen.add(await page.title());
    }
    expect(seen.size).toBe(Object.values(PAGES).length);
  });
});

test.describe("structured data", () => {
  const jsonLd = async (page: import("@playwright/test").Page) =>
    Promise.all(
      (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      ),
    );

  test("the home page describes the company as an Organization at its address, on a page in English", async ({
    page,
  }) => {
    await page.goto(PAGES.home);
    const [home] = await jsonLd(page);
    expect(home).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebPage",
      inLanguage: "en-US",
      mainEntity: {
        "@type": "Organization",
        name: site.companyName,
        url: `${SITE_URL}/`,
        address: {
          "@type": "PostalAddress",
          addressLocality: site.contact.address.locality,
          addressRegion: site.contact.address.region,
          addressCountry: site.contact.address.country,
        },
      },
    });
    expect(String((home.mainEntity as Record<string, unknown>).logo)).toMatch(
      new RegExp(`^${SITE_URL}/static/`),
    );
  });

  test("the app page describes the app as an iOS MobileApplication", async ({ page }) => {
    await page.goto(PAGES.app);
    const [data] = await jsonLd(page);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebPage",
      mainEntity: {
        "@type": "MobileApplication",
        name: app.name,
        operatingSystem: "iOS",
        applicationCategory: app.appStore.category,
      },
    });
  });
});

test.describe("crawlers", () => {
  test("the sitemap of the site built from content/ lists, in every language, the home page, the privacy policy and every page of every app, not the 404 pages", () => {
    const index = readFileSync(path.join(PUBLIC, "sitemap-index.xml"), "utf8");
    expect(index).toContain(`${SITE_URL}/sitemap-0.xml`);
    const sitemap = readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8");
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    const pages = (Object.keys(LANGUAGES) as Language[]).flatMap((language) => {
      const { apps, site } = currentContent(undefined, language);
      return [
        homeOf(language),
        site.privacy.path,
        ...apps.flatMap(({ content }) => [
          content.gallery?.path ?? [],
          content.detail.path,
          content.privacy.path,
          content.support.path,
          content.accessibility?.path ?? [],
          content.terms?.path ?? [],
          content.press.path,
        ]),
      ];
    });
    expect(locs).toEqual(
      pages
        .flat()
        .map((pagePath) => new URL(pagePath, SITE_URL).href)
        .sort(),
    );
  });

  test("robots.txt allows crawling but the editor, and points to the sitemap at the site's address", async ({
    request,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Disallow: ${EDITOR_PATH}`);
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
  });
});

test.describe("every page as served, and the security headers", () => {
  for (const [name, pagePath] of Object.entries(EVERY_PAGE)) {
    test(`${name}: its head tags, security headers and no CSP violation`, async ({ page }) => {
      const violations = await recordCspViolations(page);
      const response = await page.goto(pagePath);
      await expectHeadTags(page, name, pagePath);
      const headers = response?.headers() ?? {};
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBeTruthy();
      expect(headers["permissions-policy"]).toContain("camera=()");
      // The old XSS filter off, as MDN and OWASP advise; no other site may embed the page's files.
      expect(headers["x-xss-protection"]).toBe("0");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      // Scripts are limited to the page's own inline scripts, by hash: the pages load no script
      // file. The 404 page Netlify serves at any unknown address gets its policy the same way.
      expect(headers["content-security-policy"]).toMatch(/script-src 'sha256-[^;]*;/);
      expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'(unsafe-inline|self)'/);
      // Let the page run everything it runs, including the carousel and lazy images.
      await page.waitForLoadState("networkidle");
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(500);
      expect(violations()).toEqual([]);
    });
  }

  test("a script the policy refuses is recorded as a violation, in the page and in a frame it writes", async ({
    page,
  }) => {
    // The check the tests above and the editor's tests rely on can fail: an inline script the
    // page's policy has no hash for is refused, in the page and in a frame written as the
    // editor writes its preview's (no address of its own, so the page's policy holds there too).
    const violations = await recordCspViolations(page);
    await page.goto(PAGES.home);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.title = 'refused';";
      document.body.append(script);
    });
    await expect.poll(() => violations().length).toBeGreaterThan(0);
    const inThePage = violations().length;
    await page.evaluate(() => {
      const frame = document.createElement("iframe");
      document.body.append(frame);
      const inner = frame.contentDocument;
      if (!inner) throw new Error("The frame has no document");
      inner.open();
      inner.write("<!doctype html><body><script>document.title = 'refused too';</script></body>");
      inner.close();
    });
    await expect.poll(() => violations().length).toBeGreaterThan(inThePage);
    expect(violations().join("\n")).toMatch(/script-src/);
    await expect(page).not.toHaveTitle(/refused/);
  });

  test("the share picture may be shown by other sites; the editor's policy allows no evaluated code", async ({
    page,
    request,
  }) => {
    await page.goto(PAGES.home);
    const shared = new URL((await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "");
    expect((await request.get(shared.pathname)).headers()["cross-origin-resource-policy"]).toBe(
      "cross-origin",
    );
    const image = await page.locator("main picture source").first().getAttribute("srcset");
    const screenshot = (image ?? "").split(/[ ,]/)[0] ?? "";
    expect(screenshot).toMatch(/\.(webp|avif)$/);
    expect((await request.get(screenshot)).headers()["cross-origin-resource-policy"]).toBe("same-origin");
    const editor = (await request.get("/admin/")).headers();
    expect(editor["content-security-policy"]).toMatch(/script-src 'self';/);
    expect(editor["content-security-policy"]).not.toMatch(/unsafe-eval|localhost|http:/);
    expect(editor["cross-origin-resource-policy"]).toBe("same-origin");
    expect(editor["x-xss-protection"]).toBe("0");
  });

  test("files with a content hash in their address are cached for a year, the rest revalidated", async ({
    page,
    request,
  }) => {
    const response = await page.goto(PAGES.home);
    expect(response?.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const image = await page.locator("main picture source").first().getAttribute("srcset");
    const imagePath = (image ?? "").split(/[ ,]/)[0];
    expect(imagePath).toMatch(/^\/static\/[0-9a-f]{32}\//);
    expect((await request.get(imagePath)).headers()["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    for (const unhashed of ["/manifest.webmanifest", "/favicon.ico", "/robots.txt", "/sitemap-index.xml"]) {
      expect((await request.get(unhashed)).headers()["cache-control"], unhashed).toBe(
        "public, max-age=0, must-revalidate",
      );
    }
  });

  test("links that open a new tab cannot reach back to the site", async ({ page }) => {
    for (const pagePath of Object.values(PAGES)) {
      await page.goto(pagePath);
      for (const link of await page.locator('a[target="_blank"]').all()) {
        expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
        expect(await link.getAttribute("href")).not.toMatch(/utm_|[?&](ref|fbclid|gclid)=/);
      }
    }
  });
});
