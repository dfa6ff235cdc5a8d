/**
 * The site in Spanish beside English: every page in its language with a link to its translation,
 * search engines' alternates read from every built page and from the sitemap, the Spanish 404 page,
 * and the contact form in Spanish.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { specificationContent } from "../internal/test-utils/specification";
import { attribute, elements } from "../internal/deploy/html-elements";
import { REDIRECTS_FILE } from "../internal/deploy/site-output";
import { STORAGE_KEYS } from "../src/lib/contact-form/history-storage";
import { DICTIONARIES } from "../src/lib/dictionary";
import { LANGUAGES } from "../src/lib/languages";
import { SITE_URL } from "../src/lib/addresses";
import { EVERY_PAGE, expect, PAGES, SPANISH_PAGES, test, VIEWPORTS } from "./support/test";
import { fromGlobalSetup, runDataDir } from "./support/written";

const es = specificationContent("es");
const words = DICTIONARIES.es;

/** Every built page's alternates, by its address: hreflang → address. */
function alternatesOfEveryPage(): Map<string, Record<string, string>> {
  const publicDir = fromGlobalSetup("E2E_PUBLIC_DIR");
  const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)));
  return new Map(
    files.flatMap((file) => {
      const html = readFileSync(path.join(publicDir, file), "utf8");
      const links = [...elements(html)].filter(
        (element) => element.tagName === "link" && attribute(element, "hreflang") !== undefined,
      );
      if (links.length === 0) return [];
      const address = `/${file.replace(/\.html$/, "").replace(/(^|\/)index$/, "")}`.replace(/(.)\/$/, "$1");
      const pairs = links.map((link) => [attribute(link, "hreflang") ?? "", attribute(link, "href") ?? ""]);
      return [[new URL(address, SITE_URL).href, Object.fromEntries(pairs)] as const];
    }),
  );
}

test.describe("on a phone, the other language in the header without opening the menu", () => {
  test.use({ viewport: VIEWPORTS.phone });
  test("on every page in both languages: visible, a target of 24 x 24 px at least, named and tagged in its language", async ({
    page,
  }) => {
    for (const [name, address] of Object.entries(EVERY_PAGE)) {
      const other = name.startsWith("es ") ? LANGUAGES.en : LANGUAGES.es;
      await page.goto(address);
      const link = page.getByRole("banner").getByRole("link", { name: other.ownName });
      await expect(link, name).toBeVisible();
      // The menu's links stay folded away.
      await expect(page.getByRole("banner").getByRole("list", { includeHidden: true }), name).toBeHidden();
      const box = await link.boundingBox();
      expect(box?.width, name).toBeGreaterThanOrEqual(24);
      expect(box?.height, name).toBeGreaterThanOrEqual(24);
      await expect(link, name).toHaveAttribute("lang", other.tag);
      await expect(link, name).toHaveAttribute("hreflang", other.tag);
    }
  });
});

test.describe("every page in Spanish", () => {
  for (const [name, address] of Object.entries(SPANISH_PAGES)) {
    test(`the Spanish ${name} page is in Spanish and links to its English translation, and back`, async ({
      page,
    }) => {
      await page.goto(address);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("link", { name: words.skipToContent })).toBeAttached();
      await expect(page.getByRole("contentinfo")).toContainText(es.site.footer.notice);
      const english = page.getByRole("link", { name: "English", includeHidden: true });
      await expect(english).toHaveAttribute("href", PAGES[name as keyof typeof PAGES]);
      await expect(english).toHaveAttribute("hreflang", LANGUAGES.en.tag);
      await page.goto(PAGES[name as keyof typeof PAGES]);
      const spanish = page.getByRole("link", { name: "Español", includeHidden: true });
      await expect(spanish).toHaveAttribute("href", address);
      await expect(spanish).toHaveAttribute("lang", LANGUAGES.es.tag);
    });
  }

  test("the Spanish home page shows the Spanish texts, products and dates", async ({ page }) => {
    await page.goto(SPANISH_PAGES.home);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.site.hero.heading);
    await expect(page.getByRole("heading", { name: es.site.about.heading })).toBeVisible();
    await expect(page.getByRole("link", { name: es.app.detailsLinkLabel })).toHaveAttribute(
      "href",
      SPANISH_PAGES.app,
    );
    await expect(page.locator('link[type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/es/releases.xml",
    );
  });

  test("the Spanish app page writes its newest release's day in Spanish", async ({ page }) => {
    await page.goto(SPANISH_PAGES.appSupport);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.app.support.title);
    await expect(page.getByRole("main")).toContainText(/\d{1,2} de [a-z]+ de \d{4}/);
  });
});

test.describe("search engines", () => {
  test("every built page names each translation, itself and English as x-default, and each translation names it back", () => {
    const pages = alternatesOfEveryPage();
    expect(pages.size).toBe(2 * Object.keys(SPANISH_PAGES).length);
    for (const [address, alternates] of pages) {
      expect(Object.keys(alternates).sort(), address).toEqual(
        [...Object.values(LANGUAGES).map(({ tag }) => tag), "x-default"].sort(),
      );
      expect(Object.values(alternates), address).toContain(address);
      expect(alternates["x-default"], address).toBe(alternates[LANGUAGES.en.tag]);
      for (const translation of Object.values(alternates))
        expect(pages.get(translation), `${translation}, from ${address}`).toEqual(alternates);
    }
  });

  test("the sitemap lists each page with the same alternates as its head", () => {
    const publicDir = fromGlobalSetup("E2E_PUBLIC_DIR");
    const sitemap = readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8");
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => [
      loc,
      Object.fromEntries(
        [...(rest ?? "").matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, lang, href]) => [lang, href],
        ),
      ),
    ]);
    expect(new Map(entries as [string, Record<string, string>][])).toEqual(alternatesOfEveryPage());
  });
});

test.describe("the Spanish 404 page", () => {
  test("answers an unknown Spanish address with status 404, in Spanish, and logs the address", async ({
    page,
    consoleLog,
  }) => {
    const missing = "/es/no-existe";
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.site.notFound.title);
    await expect(page.getByRole("link", { name: es.site.notFound.linkLabel })).toHaveAttribute("href", "/es");
    const logged = () => consoleLog.messages.filter((m) => m.type() === "info").map((m) => m.text());
    await expect.poll(logged).toEqual([`404 Error: User attempted to access non-existent route: ${missing}`]);
  });

  test("is what Netlify serves for an unknown Spanish address, by the build's _redirects", () => {
    const rules = readFileSync(path.join(fromGlobalSetup("E2E_PUBLIC_DIR"), REDIRECTS_FILE), "utf8");
    expect(rules).toContain("/es/*  /es/404.html  404");
  });
});

test.describe("the contact form in Spanish", () => {
  const fill = async (page: Page, message: string, { human = true } = {}) => {
    const { labels } = words.form;
    const form = page.getByRole("form", { name: labels.form });
    await form.getByRole("textbox", { name: labels.name }).fill("Ada Lovelace");
    await form.getByRole("textbox", { name: labels.email, exact: true }).fill("ada@example.com");
    await form.getByRole("textbox", { name: labels.message }).fill(message);
    if (human) await form.getByRole("checkbox", { name: labels.human }).check();
    return form;
  };
  const send = (page: Page) => page.getByRole("button", { name: words.form.labels.submit }).click();
  const alert = (page: Page) => page.getByRole("form", { name: words.form.labels.form }).getByRole("alert");

  test("says each check's message in Spanish, in the specification's order, and posts the page's language", async ({
    page,
  }) => {
    const { errors } = words.script;
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.postData() ?? "");
    });
    // The visitor's stored history, then the page opened again, as a visitor would come back.
    const withHistory = async (history: { attempts?: string; last?: string }) => {
      await page.goto(SPANISH_PAGES.home);
      await page.evaluate(
        ({ keys, attempts, last }) => {
          localStorage.clear();
          if (attempts) localStorage.setItem(keys.attempts, attempts);
          if (last) localStorage.setItem(keys.lastSubmittedAt, last);
        },
        { keys: STORAGE_KEYS, ...history },
      );
      await page.goto(SPANISH_PAGES.home);
    };
    // Three this hour: the hour's limit is told before anything else is looked at.
    await withHistory({ attempts: "3", last: String(Date.now() - 20 * 60_000) });
    await fill(page, "Corto", { human: false });
    await send(page);
    await expect(alert(page)).toHaveText(errors.tooManySubmissions);
    // A second ago: too soon, before the form's own checks.
    await withHistory({ attempts: "1", last: String(Date.now() - 1_000) });
    await fill(page, "Corto", { human: false });
    await send(page);
    await expect(alert(page)).toHaveText(errors.tooSoon);
    await withHistory({});
    await fill(page, "Corto", { human: false });
    await send(page);
    await expect(alert(page)).toHaveText(errors.notHuman);
    await fill(page, "Corto");
    await expect(page.getByText(words.script.hintTooShort)).toBeVisible();
    await send(page);
    await expect(alert(page)).toHaveText(errors.messageTooShort);
    expect(posts).toEqual([]);

    const message = `Hola desde la prueba en español ${Date.now()}`;
    await fill(page, message);
    await Promise.all([page.waitForRequest((request) => request.method() === "POST"), send(page)]);
    expect(new URLSearchParams(posts[0]).get("language")).toBe("es");
    await expect
      .poll(async () => {
        const file = path.join(runDataDir(), "submissions.jsonl");
        const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
        return lines.map((line) => JSON.parse(line) as { language?: string; fields: { message?: string } });
      })
      .toContainEqual(
        expect.objectContaining({ language: "es", fields: expect.objectContaining({ message }) }),
      );
  });

  test("links its privacy note to the Spanish privacy policy", async ({ page }) => {
    await page.goto(SPANISH_PAGES.home);
    const form = page.getByRole("form", { name: words.form.labels.form });
    await expect(page.getByRole("link", { name: es.site.privacy.linkLabel }).first()).toHaveAttribute(
      "href",
      SPANISH_PAGES.privacy,
    );
    await expect(form).toBeVisible();
  });
});
