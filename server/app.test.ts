/**
 * @jest-environment node
 */
import { mkdtemp, readFile, writeFile, mkdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import { createSiteServer } from "./app";

let server: Server;
let base: string;
let dataDir: string;

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), "site-server-"));
  const publicDir = path.join(root, "public");
  dataDir = path.join(root, "data");
  await mkdir(path.join(publicDir, "baby-lullabies-app"), { recursive: true });
  await writeFile(path.join(publicDir, "index.html"), "<h1>Home</h1>");
  await writeFile(path.join(publicDir, "baby-lullabies-app", "index.html"), "<h1>App</h1>");
  await writeFile(path.join(publicDir, "404.html"), "<h1>Oops! Page not found</h1>");
  server = createSiteServer({ publicDir, dataDir, now: () => new Date("2030-01-02T03:04:05.000Z") });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (pathname: string, fields: Record<string, string>) =>
  fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

const contact = {
  "form-name": "Contact",
  "bot-field": "",
  name: "Ada",
  email: "ada@example.com",
  phone: "",
  message: "Hello, I have a question.",
};

const recorded = async () =>
  (await readFile(path.join(dataDir, "submissions.jsonl"), "utf8").catch(() => ""))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("local site server", () => {
  it("serves pages by their address, with and without .html", async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Home");
    const app = await fetch(`${base}/baby-lullabies-app`);
    expect(app.status).toBe(200);
    expect(await app.text()).toContain("App");
  });

  it("answers unknown paths with the 404 page and status", async () => {
    const response = await fetch(`${base}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });

  it("records a contact form post and thanks the visitor with a way back", async () => {
    const response = await post("/baby-lullabies-app", contact);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Your form submission has been received.");
    expect(html).toContain('href="/baby-lullabies-app"');
    expect((await recorded()).at(-1)).toEqual({
      form: "Contact",
      receivedAt: "2030-01-02T03:04:05.000Z",
      page: "/baby-lullabies-app",
      fields: { name: "Ada", email: "ada@example.com", phone: "", message: "Hello, I have a question." },
    });
  });

  it("drops posts that fill the honeypot, showing the same thank-you page", async () => {
    const before = (await recorded()).length;
    const response = await post("/", { ...contact, "bot-field": "http://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you!");
    expect(await recorded()).toHaveLength(before);
  });

  it("refuses posts for forms the site does not have", async () => {
    const before = (await recorded()).length;
    expect((await post("/", { ...contact, "form-name": "Other" })).status).toBe(404);
    const { "form-name": _omit, ...withoutName } = contact;
    expect((await post("/", withoutName)).status).toBe(404);
    expect(await recorded()).toHaveLength(before);
  });

  it("refuses oversized posts", async () => {
    const response = await post("/", { ...contact, message: "x".repeat(70 * 1024) });
    expect(response.status).toBe(413);
  });
});
