import { expectProductsLookLike, holdStill, loadEveryImage, PRODUCTS_WIDTHS } from "./support/still";
import { COLOR_SCHEMES, EVERY_PAGE, expect, test } from "./support/test";

/**
 * What each page looks like in each language, whole, at a phone's width and a desktop's, in the
 * light and the dark colour scheme, compared with the committed
 * pictures in appearance.spec.ts-snapshots/. A change of layout, colour or spacing on
 * any page fails here: look at the difference the report shows, and if it is meant, write the
 * pictures again with `npx playwright test appearance --update-snapshots` and say why in the commit.
 *
 * The pictures are taken at one moment: the page's clock stands still (the carousel shows its
 * first screenshot, the footer a fixed year), and every lazy image has loaded.
 */
const WIDTHS = [375, 1280] as const;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const [pageName, address] of Object.entries(EVERY_PAGE)) {
      const name = pageName.replace(" ", "-");
      test(`the ${name} page looks as it did, in the light and the dark scheme`, async ({ page }) => {
        await holdStill(page);
        await page.goto(address);
        await loadEveryImage(page);
        for (const colorScheme of COLOR_SCHEMES) {
          await page.emulateMedia({ colorScheme });
          // The light scheme's pictures keep the names they had before there was a dark one.
          const suffix = colorScheme === "light" ? "" : `-${colorScheme}`;
          await expect.soft(page).toHaveScreenshot(`${name}-${width}${suffix}.png`, {
            fullPage: true,
            animations: "disabled",
          });
        }
      });
    }
  });
}

// The Products section of the specification's site, one product of each kind, beside the
// catalogues of several and of two in catalogue.spec.ts.
for (const width of PRODUCTS_WIDTHS) {
  test(`the Products section with one product of each kind looks designed at ${width} px`, async ({
    page,
    baseURL,
  }) => {
    await expectProductsLookLike(page, width, `products-one-${width}.png`, baseURL ?? "");
  });
}
