import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { STORAGE_KEYS } from "../src/lib/contact-form/history-storage";
import { DICTIONARIES } from "../src/lib/dictionary";
import { homeOf } from "../src/lib/languages";
import { expect, PAGES, test } from "./support/test";
import { runDataDir } from "./support/written";

async function recorded(): Promise<Array<Record<string, unknown>>> {
  const file = path.join(runDataDir(), "submissions.jsonl");
  const text = await readFile(file, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function fill(page: Page, message: string, { human = true } = {}) {
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
  await form.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
  await form.getByRole("textbox", { name: "Phone (optional)" }).fill("+1 480 555 0100");
  await form.getByRole("textbox", { name: "Message" }).fill(message);
  if (human) await form.getByRole("checkbox", { name: "I confirm I am a human and not a robot" }).check();
  return form;
}

/** Records every POST the page sends. */
function watchPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request);
  });
  return posts;
}

/** The visitor's stored submission history: [attempts, last submission time]. */
const storage = (page: Page) =>
  page.evaluate(
    (keys) => [localStorage.getItem(keys.attempts), localStorage.getItem(keys.lastSubmittedAt)],
    STORAGE_KEYS,
  );

/** Opens the page as a visitor whose storage already holds this submission history. */
async function openWithHistory(page: Page, pagePath: string, history: { attempts: string; last: string }) {
  await page.goto(pagePath);
  await page.evaluate(
    ({ keys, attempts, last }) => {
      localStorage.setItem(keys.attempts, attempts);
      localStorage.setItem(keys.lastSubmittedAt, last);
    },
    { keys: STORAGE_KEYS, ...history },
  );
  await page.goto(pagePath);
}

for (const pagePath of [PAGES.home, PAGES.app]) {
  test.describe(`contact form on ${pagePath}`, () => {
    test("posts the fields to the page, records them and thanks the visitor", async ({ page }) => {
      await page.goto(pagePath);
      const message = `Hello from the browser test on ${pagePath} at ${Date.now()}`;
      const form = await fill(page, message);
      const before = Date.now();
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.method() === "POST"),
        form.getByRole("button", { name: "Send Message" }).click(),
      ]);
      expect(new URL(request.url()).pathname).toBe(pagePath);
      expect(request.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
      expect(request.postData()).toBe(
        new URLSearchParams({
          "form-name": "Contact",
          language: "en",
          "bot-field": "",
          name: "Ada Lovelace",
          email: "ada@example.com",
          phone: "+1 480 555 0100",
          message,
        }).toString(),
      );
      await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
      await expect(page.getByText("Your form submission has been received.")).toBeVisible();
      const entry = (await recorded()).find((r) => (r.fields as Record<string, string>).message === message);
      expect(entry).toMatchObject({
        form: "Contact",
        page: pagePath,
        language: "en",
        fields: { name: "Ada Lovelace", email: "ada@example.com", phone: "+1 480 555 0100", message },
      });
      const [attempts, last] = await storage(page);
      expect(attempts).toBe("1");
      expect(Number(last)).toBeGreaterThanOrEqual(before);
      await page.getByRole("link", { name: "← Back to our site" }).click();
      await expect(page).toHaveURL(new RegExp(`${pagePath === "/" ? "/" : pagePath}$`));
    });

    test("blocks an unconfirmed or too short message without posting", async ({ page }) => {
      const posts = watchPosts(page);
      await page.goto(pagePath);
      const form = await fill(page, "A perfectly long message", { human: false });
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByRole("alert")).toHaveText("Please confirm you are human.");

      await form.getByRole("checkbox", { name: "I confirm I am a human and not a robot" }).check();
      await form.getByRole("textbox", { name: "Message" }).fill("Too short");
      await expect(form.getByText("Please write at least 10 characters")).toBeVisible();
      await expect(form.getByText("9 of 5,000 characters")).toBeVisible();
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByRole("alert")).toHaveText(
        "Please write a more detailed message (at least 10 characters).",
      );
      await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
      expect(posts).toEqual([]);
      expect(await storage(page)).toEqual([null, null]);
    });
  });
}

test("on a Spanish page every message is Spanish, the required fields' and the email's too, after the four checks", async ({
  page,
}) => {
  const { form: words, script } = DICTIONARIES.es;
  const posts = watchPosts(page);
  await page.goto(homeOf("es"));
  const form = page.getByRole("form", { name: words.labels.form });
  const send = form.getByRole("button", { name: words.labels.submit });
  const name = form.getByRole("textbox", { name: words.labels.name });
  const email = form.getByRole("textbox", { name: words.labels.email, exact: true });
  await form.getByRole("textbox", { name: words.labels.message }).fill("Un mensaje bastante largo");
  await send.click();
  // The specification's checks first: the human box before an empty name.
  await expect(form.getByRole("alert")).toHaveText(script.errors.notHuman);
  await form.getByRole("checkbox", { name: words.labels.human }).check();
  await send.click();
  await expect(form.getByRole("alert")).toHaveText(script.errors.nameMissing);
  await name.fill("Ana");
  await send.click();
  await expect(form.getByRole("alert")).toHaveText(script.errors.emailMissing);
  await email.fill("ana@");
  await send.click();
  await expect(form.getByRole("alert")).toHaveText(script.errors.emailInvalid);
  expect(posts).toEqual([]);
  expect(await storage(page)).toEqual([null, null]);
});

test("a message longer than the server accepts is cut at the limit, sent and counted once", async ({
  page,
}) => {
  await page.goto(PAGES.home);
  const long = "Привет, ".repeat(2000); // 16,000 characters, each 9 bytes once posted
  const form = await fill(page, long);
  const typed = await form.getByRole("textbox", { name: "Message" }).inputValue();
  expect(typed.length).toBe(5000);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === "POST"),
    form.getByRole("button", { name: "Send Message" }).click(),
  ]);
  expect((await request.response())?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  expect((await storage(page))[0]).toBe("1");
});

test("a message of emoji stops at the limit exactly when the counter reaches it", async ({ page }) => {
  await page.goto(PAGES.home);
  const form = await fill(page, "🌙".repeat(3000));
  const message = form.getByRole("textbox", { name: "Message" });
  expect(await message.inputValue()).toBe("🌙".repeat(2500));
  await expect(form.getByText("5,000 of 5,000 characters")).toBeVisible();
  await message.fill("🌙".repeat(4));
  await expect(form.getByText("8 of 5,000 characters")).toBeVisible();
  await expect(form.getByText("Please write at least 10 characters")).toBeVisible();
  await message.pressSequentially("🌙");
  await expect(form.getByText("10 of 5,000 characters")).toBeVisible();
  await expect(form.getByText("Please write at least 10 characters")).toBeHidden();
});

test.describe("rate limits", () => {
  test("asks to wait within 10 seconds of a submission", async ({ page }) => {
    const posts = watchPosts(page);
    // A second ago: the page must still be opened and the form filled within the 10 seconds.
    await openWithHistory(page, PAGES.home, { attempts: "1", last: String(Date.now() - 1_000) });
    const form = await fill(page, "Trying again too soon, sorry.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please wait before submitting again.");
    expect(posts).toEqual([]);
    expect((await storage(page))[0]).toBe("1");
  });

  test("refuses a fourth submission within the hour", async ({ page }) => {
    const posts = watchPosts(page);
    await openWithHistory(page, PAGES.app, { attempts: "3", last: String(Date.now() - 20 * 60_000) });
    const form = await fill(page, "One message too many this hour.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Too many submissions. Please try again later.");
    expect(posts).toEqual([]);
  });

  test("lets a visitor with garbage in storage send the form", async ({ page }) => {
    await openWithHistory(page, PAGES.home, { attempts: "lots", last: "yesterday" });
    const form = await fill(page, `Storage was garbage ${Date.now()}`);
    await Promise.all([
      page.waitForRequest((r) => r.method() === "POST"),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    expect((await storage(page))[0]).toBe("1");
  });
});
