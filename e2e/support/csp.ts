import type { Page } from "@playwright/test";

/**
 * Records every Content-Security-Policy violation in the page and its frames, from the browser's
 * own `securitypolicyviolation` events and from its console, where it also reports them. Call it
 * before the page loads; the returned function lists what was recorded so far.
 */
export async function recordCspViolations(page: Page): Promise<() => string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return () => [...violations];
}
