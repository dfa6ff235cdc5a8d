import type { Page } from "@playwright/test";

/**
 * Whether Chromium tells assistive technology that the named button's menu is expanded. The
 * phone menu is an HTML popover, whose button gets its expanded state from the browser rather
 * than from an `aria-expanded` attribute, so the accessibility tree itself is read.
 */
export async function exposedAsExpanded(page: Page, buttonName: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const button = nodes.find(
      (node) => !node.ignored && node.role?.value === "button" && node.name?.value === buttonName,
    );
    if (!button) throw new Error(`No button named "${buttonName}" in the accessibility tree.`);
    const expanded = button.properties?.find((property) => property.name === "expanded");
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await cdp.detach();
  }
}
