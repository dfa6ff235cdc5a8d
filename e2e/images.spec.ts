import type { Page } from "@playwright/test";
import { expect, PAGES, test, VIEWPORTS } from "./support/test";

interface ImageReport {
  alt: string;
  loaded: boolean;
  naturalWidth: number;
  displayedWidth: number;
  sourceTypes: string[];
  fallbackTypes: string[];
  widths: number[];
  loading: string | null;
  /** The attributes that make it a picture as the HTML standard has it, laid out before it loads. */
  native: { width: string | null; height: string | null; decoding: string | null; src: boolean };
}

/** Scrolls from the top of the page to its end, a little at a time, so lazy images start loading. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/** Scrolls through the page so lazy images load, then reports every picture. */
async function imageReports(page: Page): Promise<ImageReport[]> {
  await scrollThrough(page);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>("picture > img")).every((img) => img.complete),
  );
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>("picture > img")).map((img) => {
      const picture = img.closest("picture");
      const sources = picture ? Array.from(picture.querySelectorAll("source")) : [];
      const srcset = sources[0]?.srcset ?? img.srcset;
      return {
        alt: img.alt,
        loaded: img.complete && img.naturalWidth > 0,
        naturalWidth: img.naturalWidth,
        displayedWidth: img.getBoundingClientRect().width,
        sourceTypes: sources.map((source) => source.type),
        // The <img>'s own files, for a browser that takes none of the sources.
        fallbackTypes: [
          ...new Set(
            img.srcset.split(",").map((candidate) => /\.(\w+)(?:\s|$)/.exec(candidate.trim())?.[1] ?? "none"),
          ),
        ],
        widths: srcset
          .split(",")
          .map((candidate) => Number(/\s(\d+)w$/.exec(candidate.trim())?.[1] ?? 0))
          .filter(Boolean),
        loading: img.getAttribute("loading"),
        native: {
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          decoding: img.getAttribute("decoding"),
          src: img.hasAttribute("src"),
        },
      };
    }),
  );
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`images at ${viewportName} width`, () => {
    test.use({ viewport });
    // The pages that show screenshots; the text pages' only picture is the header's logo.
    for (const [name, path] of Object.entries({ home: PAGES.home, gallery: PAGES.gallery, app: PAGES.app })) {
      test(`${name}: responsive AVIF screenshots with WebP for the rest, none broken, none over twice the shown size`, async ({
        page,
      }) => {
        await page.goto(path);
        const reports = await imageReports(page);
        const screenshots = reports.filter((r) => r.displayedWidth > 60);
        expect(screenshots.length).toBeGreaterThan(0);
        for (const report of reports) {
          expect.soft(report.loaded, `${report.alt} loads`).toBe(true);
          expect.soft(report.native, `${report.alt} is a native picture`).toEqual({
            width: expect.stringMatching(/^\d+$/),
            height: expect.stringMatching(/^\d+$/),
            decoding: "async",
            src: true,
          });
        }
        // No loader script's markup: no deferred sources, no copy for browsers without scripts.
        await expect(page.locator("[data-src], [data-srcset], noscript")).toHaveCount(0);
        for (const shot of screenshots) {
          expect.soft(shot.sourceTypes, `${shot.alt} offers AVIF`).toEqual(["image/avif"]);
          expect.soft(shot.fallbackTypes, `${shot.alt} is WebP otherwise`).toEqual(["webp"]);
          expect.soft(shot.widths.length, `${shot.alt} has several widths`).toBeGreaterThanOrEqual(3);
          expect
            .soft(
              shot.naturalWidth,
              `${shot.alt}: ${shot.naturalWidth}px sent for ${shot.displayedWidth}px shown`,
            )
            .toBeLessThanOrEqual(2 * shot.displayedWidth);
        }
      });
    }
  });
}

test("first-screen images load eagerly, the largest at high priority, the rest lazily", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  // The header's logo, then the main content's pictures.
  const firstScreen = {
    [PAGES.home]: ["eager high"],
    [PAGES.gallery]: ["eager high", "eager auto"],
    [PAGES.app]: ["eager high"],
  };
  for (const [pagePath, eager] of Object.entries(firstScreen)) {
    await page.goto(pagePath);
    const images = await page.evaluate(() =>
      Array.from(document.querySelectorAll("picture > img")).map(
        (img) => `${img.getAttribute("loading")} ${img.getAttribute("fetchpriority") ?? "auto"}`,
      ),
    );
    expect(images.length, pagePath).toBeGreaterThan(eager.length + 1);
    expect(images.slice(0, eager.length + 1), pagePath).toEqual(["eager auto", ...eager]);
    expect(new Set(images.slice(eager.length + 1)), pagePath).toEqual(new Set(["lazy auto"]));
  }
});
