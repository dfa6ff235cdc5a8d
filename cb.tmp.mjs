import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-background-networking"] });
const p = await b.newPage({ viewport: { width: 400, height: 120 }, colorScheme: "dark" });
await p.setContent(`<html style="color-scheme: light dark; background:#1a1d45; color:#fff"><body style="font-size:20px">
<label><input type=checkbox style="width:1.25rem;height:1.25rem"> default</label>
<label><input type=checkbox style="width:1.25rem;height:1.25rem;accent-color:#b7b3ff"> accent</label>
<label><input type=checkbox checked style="width:1.25rem;height:1.25rem;accent-color:#b7b3ff"> checked</label><br>
<label><input type=checkbox style="width:1.25rem;height:1.25rem;appearance:none;border:2px solid #b9b7dc;border-radius:4px;background:#11132e"> custom</label>
</body></html>`);
await p.screenshot({ path: "/tmp/cb.png" });
await b.close();
