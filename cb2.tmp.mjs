import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-background-networking"] });
for (const scheme of ["light","dark"]) for (const fc of ["none","active"]) {
const p = await b.newPage({ viewport: { width: 600, height: 800 }, colorScheme: scheme, forcedColors: fc });
await p.goto("http://127.0.0.1:9335/#contact");
const cb = p.locator('input[type=checkbox][data-human-check]');
await cb.scrollIntoViewIfNeeded();
const box = await cb.locator('xpath=..').boundingBox();
await p.screenshot({ path: `/tmp/cb-${scheme}-${fc}-0.png`, clip: { x: box.x-10, y: box.y-10, width: 420, height: box.height+20 } });
await cb.check();
await p.screenshot({ path: `/tmp/cb-${scheme}-${fc}-1.png`, clip: { x: box.x-10, y: box.y-10, width: 420, height: box.height+20 } });
}
await b.close();
