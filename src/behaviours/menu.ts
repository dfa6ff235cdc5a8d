/**
 * The phone menu is an HTML popover (`popover` + `popovertarget`): it opens on the first tap,
 * closes on Escape or a tap outside, returns focus to its button and exposes its expanded state,
 * all without a script. A script adds three things:
 * - choosing an in-page link (the home page's sections) leaves the page where it is, so the menu
 *   is closed by hand;
 * - a menu opened on a narrow screen closes when the window grows to the width where the links
 *   sit in the header bar;
 * - browsers without popovers (Safari before 17) get the same toggle through an attribute the
 *   styles also show (`data-popover-open`).
 */
import { breakpoints } from "../styles/breakpoints";
import { elementOf, whenParsed } from "./dom";

/** The width from which the header shows its links in the bar. */
const WIDE_HEADER_QUERY = `(min-width: ${breakpoints.md}px)`;
/** Set on a popover that is open where the browser has no popovers of its own. */
export const FALLBACK_OPEN = "data-popover-open";

const supportsPopover = (doc: Document): boolean =>
  typeof doc.defaultView?.HTMLElement.prototype.togglePopover === "function";

function close(popover: HTMLElement): void {
  if (!supportsPopover(popover.ownerDocument)) popover.removeAttribute(FALLBACK_OPEN);
  else if (popover.matches(":popover-open")) popover.hidePopover();
}

function onClick(event: Event): void {
  const target = elementOf(event.target);
  if (!target) return;
  const doc = target.ownerDocument;
  const invoker = target.closest("[popovertarget]");
  if (invoker && !supportsPopover(doc)) {
    const popover = doc.getElementById(invoker.getAttribute("popovertarget") ?? "");
    popover?.toggleAttribute(FALLBACK_OPEN);
    return;
  }
  const popover = target.closest("a[href]")?.closest<HTMLElement>("[popover]");
  if (popover) close(popover);
}

const installed = new WeakSet<Document>();

export function installMenus(doc: Document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  doc.addEventListener("click", onClick);
  whenParsed(doc, () => {
    doc.defaultView?.matchMedia?.(WIDE_HEADER_QUERY).addEventListener("change", (event) => {
      if (event.matches) doc.querySelectorAll<HTMLElement>("[popover]").forEach(close);
    });
  });
}
