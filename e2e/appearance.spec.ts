import { expectProductsLookLike, holdStill, loadEveryImage, PRODUCTS_WIDTHS } from "./support/still";
import { ALL_PAGES, COLOR_SCHEMES, expect, SPANISH_PAGES, test } from "./support/test";

/**
 * What each page looks like (and the Spanish home, app and support pages), whole, at a phone's
 * width and a desktop's, in the light and the dark colour scheme, compared with the committed
 * pictures in appearance.spec.ts-snapshots/. A change of layout, colour or spacing on
 * any page fails here: look at the difference the report shows, and if it is meant, write the
 * pictures again with `npx playwright test appearance --update-snapshots` and say why in the commit.
 *
 * The pictures are taken at one moment: the page's clock stands still (the carousel shows its
 * first screenshot, the footer a fixed year), and every lazy image has loaded.
 */
const WIDTHS = [375, 1280] as const;

// In Spanish, the pages whose words run longest: the home page, the app's and its support page.
const SPANISH = {
  "es-home": SPANISH_PAGES.home,
  "es-app": SPANISH_PAGES.app,
  "es-appSupport": SPANISH_PAGES.appSupport,
};

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const [name, address] of Object.entries({ ...ALL_PAGES, ...SPANISH })) {
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
