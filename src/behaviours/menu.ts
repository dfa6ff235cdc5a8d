/**
 * The phone menu is an HTML popover (`popover` + `popovertarget`): it opens on the first tap,
 * closes on Escape or a tap outside, returns focus to its button and exposes its expanded state,
 * all without a script. A script adds three things:
 * - choosing an in-page link (the home page's sections) leaves the page where it is, so the menu
 *   is closed by hand;
 * - a menu opened on a narrow screen closes when the window grows to the width where the links
 *   sit in the header bar.
 * Every browser the site supports has popovers (Baseline since 2024, widely available since late 2026).
 */
import { breakpoints } from "../styles/breakpoints";
import { elementOf } from "./dom";

/** The width from which the header shows its links in the bar. */
const WIDE_HEADER_QUERY = `(min-width: ${breakpoints.md}px)`;

function close(popover: HTMLElement): void {
  if (popover.matches(":popover-open")) popover.hidePopover();
}

function onClick(event: Event): void {
  const popover = elementOf(event.target)?.closest("a[href]")?.closest<HTMLElement>("[popover]");
  if (popover) close(popover);
}

export function installMenus(doc: Document): void {
  doc.addEventListener("click", onClick);
  doc.defaultView?.matchMedia?.(WIDE_HEADER_QUERY).addEventListener("change", (event) => {
    if (event.matches) doc.querySelectorAll<HTMLElement>("[popover]").forEach(close);
  });
}
