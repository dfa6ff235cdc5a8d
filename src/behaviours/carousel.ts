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
  const find = (attribute: string) => root.querySelector(selector(attribute));
  const slides = Array.from(root.querySelectorAll(selector(CAROUSEL.slide)));
  const dots = Array.from(root.querySelectorAll(selector(CAROUSEL.dot)));
  const slideList = find(CAROUSEL.slides);
  const toggle = find(CAROUSEL.toggle);
  const previous = find(CAROUSEL.previous);
  const next = find(CAROUSEL.next);
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

  function render(): void {
    slides.forEach((slide, i) => slide.setAttribute("aria-hidden", String(i !== state.index)));
    dots.forEach((dot, i) => dot.setAttribute("data-active", String(i === state.index)));
    toggle?.setAttribute("aria-label", state.playing ? words.carouselPause : words.carouselPlay);
    toggle?.setAttribute("data-state", state.playing ? "playing" : "paused");
    slideList?.setAttribute("aria-live", rotating() ? "off" : "polite");
  }

  /** Starts or stops the timer to match the state; `restart` begins a full interval now. */
  function schedule(restart = false): void {
    const shouldTurn = rotating();
    if (timer !== undefined && (!shouldTurn || restart)) {
      view.clearInterval(timer);
      timer = undefined;
    }
    if (shouldTurn && timer === undefined) {
      timer = view.setInterval(() => {
        state.index = cycle(state.index, 1, slides.length);
        render();
      }, CAROUSEL_INTERVAL_MS);
    }
  }

  function update(change: Partial<typeof state>, restart = false): void {
    Object.assign(state, change);
    render();
    schedule(restart);
  }

  /** A step by hand: the next automatic step is a whole interval away. */
  const step = (by: number) => update({ index: cycle(state.index, by, slides.length) }, true);

  const listeners: Array<[EventTarget, string, EventListener]> = [
    [root, "mouseenter", () => update({ hovered: true })],
    [root, "mouseleave", () => update({ hovered: false })],
    [root, "focusin", () => update({ focused: true })],
    [
      root,
      "focusout",
      (event) => {
        if (!root.contains(elementOf((event as FocusEvent).relatedTarget))) update({ focused: false });
      },
    ],
  ];
  if (toggle) listeners.push([toggle, "click", () => update({ playing: !state.playing }, true)]);
  if (previous) listeners.push([previous, "click", () => step(-1)]);
  if (next) listeners.push([next, "click", () => step(1)]);
  // A visitor who turns on "reduce motion" while the page is open: stop turning.
  const onMotionChange = (event: MediaQueryListEvent) => {
    if (event.matches) update({ playing: false });
  };
  listeners.forEach(([target, type, listener]) => target.addEventListener(type, listener));
  reducedMotion?.addEventListener("change", onMotionChange);

  render();
  schedule();

  attached.set(root, () => {
    if (timer !== undefined) view.clearInterval(timer);
    timer = undefined;
    listeners.forEach(([target, type, listener]) => target.removeEventListener(type, listener));
    reducedMotion?.removeEventListener("change", onMotionChange);
    attached.delete(root);
  });
}

/** Brings every carousel in `doc` to life, and stops those a re-render took out of it. */
export function attachCarousels(doc: Document): void {
  for (const [root, stop] of attached) if (root.ownerDocument === doc && !root.isConnected) stop();
  doc.querySelectorAll(selector(CAROUSEL.root)).forEach((root) => attachCarousel(root));
}
