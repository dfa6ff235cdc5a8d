import { chromium } from "playwright-core";
const [,, path, w, scheme, out] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-background-networking"] });
const p = await b.newPage({ viewport: { width: Number(w), height: 800 }, colorScheme: scheme });
await p.goto("http://127.0.0.1:9335" + path);
await p.waitForTimeout(500);
await p.screenshot({ path: out, fullPage: true });
await b.close();
