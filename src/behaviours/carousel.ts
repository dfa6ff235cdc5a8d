/**
 * The screenshot carousel's behaviour on its server-rendered markup (WAI-ARIA APG carousel
 * pattern): it turns every CAROUSEL_INTERVAL_MS, endlessly; pause/play, previous and next
 * controls; it holds still while the pointer or keyboard focus is inside; it starts paused for
 * visitors who prefer reduced motion (they can still start it); only the visible slide is exposed
 * to assistive technology, and changes are announced only while it is not turning by itself.
 */
import { elementOf, windowOf, wordsOf } from "./dom";
import { CAROUSEL, selector } from "./markup";

/** How long each screenshot stays, per the specification. */
export const CAROUSEL_INTERVAL_MS = 2200;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** The next position in an endless cycle of `count` items. */
const cycle = (index: number, step: number, count: number): number =>
  (((index + step) % count) + count) % count;

/** Each carousel attached, with the function that stops it. */
const attached = new Map<Element, () => void>();

/** Brings one carousel to life, with the function that stops it; again on the same element, nothing. */
function attachCarousel(root: Element): void {
  if (attached.has(root)) return;

  const view = windowOf(root);
  const words = wordsOf(root);
  const slides = Array.from(root.querySelectorAll(selector(CAROUSEL.slide)));
  const dots = Array.from(root.querySelectorAll(selector(CAROUSEL.dot)));
  const [slideList, toggle, previous, next] = (["slides", "toggle", "previous", "next"] as const).map(
    (part) => root.querySelector(selector(CAROUSEL[part])),
  );
  const reducedMotion = typeof view.matchMedia === "function" ? view.matchMedia(REDUCED_MOTION) : null;

  const state = {
    index: Math.max(
      0,
      slides.findIndex((slide) => slide.getAttribute("aria-hidden") !== "true"),
    ),
    // The visitor wants it to turn (pause/play), or has not asked otherwise.
    playing: !reducedMotion?.matches,
    hovered: false,
    focused: false,
  };
  let timer: number | undefined;

  const rotating = () => state.playing && !state.hovered && !state.focused && slides.length > 1;

  /** Applies `change` and shows it; the timer follows, and `restart` begins a full interval now. */
  function update(change: Partial<typeof state>, restart = false): void {
    Object.assign(state, change);
    slides.forEach((slide, i) => slide.setAttribute("aria-hidden", String(i !== state.index)));
    dots.forEach((dot, i) => dot.setAttribute("data-active", String(i === state.index)));
    toggle?.setAttribute("aria-label", state.playing ? words.carouselPause : words.carouselPlay);
    toggle?.setAttribute("data-state", state.playing ? "playing" : "paused");
    slideList?.setAttribute("aria-live", rotating() ? "off" : "polite");
    if (!rotating() || restart) {
      view.clearInterval(timer);
      timer = undefined;
    }
    if (rotating() && timer === undefined) {
      timer = view.setInterval(() => step(1, false), CAROUSEL_INTERVAL_MS);
    }
  }

  /** A step; by hand (`restart`), the next automatic step is a whole interval away. */
  const step = (by: number, restart = true) =>
    update({ index: cycle(state.index, by, slides.length) }, restart);

  // Stopping the carousel aborts `listening`, which takes every listener below off at once.
  const listening = new view.AbortController();
  const on = (target: EventTarget | null | undefined, type: string, listener: (event: Event) => void) =>
    target?.addEventListener(type, listener, { signal: listening.signal });
  on(root, "mouseenter", () => update({ hovered: true }));
  on(root, "mouseleave", () => update({ hovered: false }));
  on(root, "focusin", () => update({ focused: true }));
  on(root, "focusout", (event) => {
    if (!root.contains(elementOf((event as FocusEvent).relatedTarget))) update({ focused: false });
  });
  on(toggle, "click", () => update({ playing: !state.playing }, true));
  on(previous, "click", () => step(-1));
  on(next, "click", () => step(1));
  // A visitor who turns on "reduce motion" while the page is open: stop turning.
  on(reducedMotion, "change", (event) => {
    if ((event as MediaQueryListEvent).matches) update({ playing: false });
  });

  update({});

  attached.set(root, () => {
    view.clearInterval(timer);
    listening.abort();
    attached.delete(root);
  });
}

/** Brings every carousel in `doc` to life, and stops those a re-render took out of it. */
export function attachCarousels(doc: Document): void {
  for (const [root, stop] of attached) if (root.ownerDocument === doc && !root.isConnected) stop();
  doc.querySelectorAll(selector(CAROUSEL.root)).forEach((root) => attachCarousel(root));
}
