import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-background-networking"] });
for (const [w, path, scheme] of [[320,"/es","light"],[375,"/es","light"],[375,"/","dark"],[768,"/","light"],[1280,"/es","dark"]]) {
  const p = await b.newPage({ viewport: { width: w, height: 700 }, colorScheme: scheme });
  await p.goto("http://127.0.0.1:9335" + path);
  await p.screenshot({ path: `/tmp/hdr-${w}-${path.replace(/\//g,"_")}-${scheme}.png`, clip: { x: 0, y: 0, width: w, height: 72 } });
  const r = await p.evaluate(() => { const a=[...document.querySelectorAll('header a[hreflang]')].map(e=>{const b=e.getBoundingClientRect();return [e.textContent, e.getAttribute('aria-label'), Math.round(b.width), Math.round(b.height)]}); return a; });
  console.log(w, path, JSON.stringify(r));
}
await b.close();
