import { expect, PAGES, test } from "./support/test";

test.describe("the content editor at /admin/", () => {
  test.describe("its page as served, before its code runs", () => {
    // What is checked is the page as sent; drawing the editor would only cost seconds.
    test.use({ javaScriptEnabled: false });

    test("is kept out of search engines and of the sitemap", async ({ page, request }) => {
      const response = await request.get("/admin/");
      expect(response.status()).toBe(200);
      expect(response.headers()["x-robots-tag"]).toBe("noindex");
      await page.goto("/admin/");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "none");
      const sitemap = await (await request.get("/sitemap-0.xml")).text();
      expect(sitemap).not.toContain("/admin");
    });

    test("runs one content-hashed bundle from the site and no inline script", async ({ page, request }) => {
      await page.goto("/admin/");
      const scripts = await page
        .locator("script")
        .evaluateAll((elements) =>
          elements.map((script) => ({ src: script.getAttribute("src"), inline: script.textContent !== "" })),
        );
      // The editor's Content-Security-Policy runs scripts from the site only; the name changes with
      // the content, so the bundle can be cached for good.
      expect(scripts).toEqual([
        { src: expect.stringMatching(/^\/admin\/assets\/editor-[A-Z0-9]{8}\.js$/), inline: false },
      ]);
      const bundle = await request.get(scripts[0]?.src ?? "");
      expect(bundle.headers()["content-type"]).toMatch(/javascript/);
      // It links a map of where each part comes from (the browser's tools and Lighthouse read it),
      // without the sources themselves.
      const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(await bundle.text())?.[1];
      expect(mapName).toMatch(/^editor-[A-Z0-9]{8}\.js\.map$/);
      const map = (await (await request.get(`/admin/assets/${mapName}`)).json()) as {
        version: number;
        sources: string[];
        sourcesContent?: unknown[];
        mappings: string;
      };
      expect(map.version).toBe(3);
      expect(map.sources).toEqual(
        expect.arrayContaining([expect.stringMatching(/src\/editor\/editor\.ts$/)]),
      );
      expect(map.mappings.length).toBeGreaterThan(0);
      expect(map.sourcesContent ?? []).toEqual([]);
    });
  });

  test("no public page loads its code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    for (const pagePath of Object.values(PAGES)) {
      await page.goto(pagePath, { waitUntil: "networkidle" });
    }
    expect(scripts.filter((script) => /admin|decap|cms|identity/i.test(script))).toEqual([]);
  });
});
