import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";
import { sitePages, specificationContent } from "../../internal/test-utils/specification";
import { MISSING_PAGE_PATH } from "../../internal/deploy/site-output";
import { fromGlobalSetup } from "./written";

export interface ConsoleLog {
  readonly messages: ConsoleMessage[];
  /** Errors and warnings, the page's own console output that should not happen. */
  readonly problems: () => string[];
  /**
   * Runs `action`, which makes the page leave an error uncaught that `expected` recognises, and
   * waits for it: the page may report it after it shows what it did. Any other error fails the
   * test when it ends, as every uncaught error does.
   */
  readonly expectingPageError: <T>(
    expected: (error: Error) => boolean,
    action: () => Promise<T>,
  ) => Promise<T>;
}

/** Tests run against the server started in global-setup.ts; every page's console is recorded. */
export const test = base.extend<{ consoleLog: ConsoleLog }>({
  baseURL: async ({}, use) => {
    await use(fromGlobalSetup("E2E_BASE_URL"));
  },
  consoleLog: async ({ page }, use) => {
    const messages: ConsoleMessage[] = [];
    const uncaught: Error[] = [];
    let allowed: ((error: Error) => boolean) | undefined;
    const onConsole = (message: ConsoleMessage) => messages.push(message);
    const onError = (error: Error) => {
      if (!allowed?.(error)) uncaught.push(error);
    };
    // Added for this test alone: a page may outlive it (the editor's, kept by a worker).
    page.on("console", onConsole);
    page.on("pageerror", onError);
    await use({
      messages,
      problems: () =>
        messages
          .filter((m) => m.type() === "error" || m.type() === "warning")
          .map((m) => `${m.type()}: ${m.text()}`),
      expectingPageError: async (expected, action) => {
        let seen = 0;
        allowed = (error) => {
          const isExpected = expected(error);
          if (isExpected) seen += 1;
          return isExpected;
        };
        try {
          const result = await action();
          await expect
            .poll(() => seen, { message: "the page's error for what it was expected to do" })
            .toBeGreaterThan(0);
          return result;
        } finally {
          allowed = undefined;
        }
      },
    });
    page.off("console", onConsole);
    page.off("pageerror", onError);
    expect(
      uncaught.map((error) => `${error.name}: ${error.message}`),
      "errors the page left uncaught",
    ).toEqual([]);
  },
});

export { expect };

/** The specification's pages by name, at the addresses its content gives them. */
export const PAGES = sitePages();

/** The pages, and an address the site has none for, which the 404 page answers. */
export const ALL_PAGES = { ...PAGES, notFound: MISSING_PAGE_PATH };

/** The specification's pages in Spanish, by the same names, at the addresses its Spanish gives. */
export const SPANISH_PAGES = sitePages("es");

/** Every page in both languages, and an unknown address of each: `home`, …, `es home`, …. */
export const EVERY_PAGE: Readonly<Record<string, string>> = {
  ...ALL_PAGES,
  ...Object.fromEntries(
    Object.entries({ ...SPANISH_PAGES, notFound: `/es${MISSING_PAGE_PATH}` }).map(([name, path]) => [
      `es ${name}`,
      path,
    ]),
  ),
};

export interface MenuLink {
  /** The link's text in the header menu. */
  readonly label: string;
  /** The id of the home page section it leads to (`/#about`). */
  readonly section: string;
  /** That section's heading. */
  readonly heading: string;
}

/** The header menu's links as the specification's site.yaml sets them, each with its section's heading. */
export const MENU: readonly MenuLink[] = (() => {
  const { site } = specificationContent();
  const headings = {
    about: site.about.heading,
    products: site.products.heading,
    contact: site.contact.heading,
  };
  return site.nav.map(({ label, section }) => ({ label, section, heading: headings[section] }));
})();

/** The menu link to a home page section; the content must have one. */
export function menuLink(section: string): MenuLink {
  const link = MENU.find((candidate) => candidate.section === section);
  if (!link) throw new Error(`The specification's site.yaml has no menu link to #${section}.`);
  return link;
}

/** The colour schemes a visitor's system may ask for: every page is designed for both. */
export const COLOR_SCHEMES = ["light", "dark"] as const;

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Slows the page's CPU down `rate` times (Chromium's own throttling, as Lighthouse's mobile runs
 * do), so a test sees what a visitor on a slow phone sees in the first moments of a page.
 */
export async function throttleCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}
