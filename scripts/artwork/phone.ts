/**
 * The phone frame around every screenshot: night-sky background, status bar, large title, tab bar
 * and home indicator. `phoneScreen()` wraps a screen's body into a complete SVG document.
 */
import { sliderFillDef, starField, type Box } from "./components.js";
import { icon, type IconName } from "./icons.js";
import { seededRandom } from "./random.js";
import {
  blurFilter,
  circle,
  group,
  line,
  linearGradient,
  path,
  radialGradient,
  rect,
  svgDocument,
} from "./svg.js";
import { text, textWidth } from "./text.js";
import { COLORS, CONTENT_WIDTH, MARGIN, SCREEN_HEIGHT, SCREEN_WIDTH, TAB_BAR_TOP, TYPE } from "./palette.js";

export type Tab = "Lullabies" | "Sounds" | "Timer" | "Settings";

const TABS: readonly { readonly label: Tab; readonly icon: IconName }[] = [
  { label: "Lullabies", icon: "note" },
  { label: "Sounds", icon: "waveform" },
  { label: "Timer", icon: "clock" },
  { label: "Settings", icon: "gear" },
];

/** Gradients and filters every screen may use (see DEF in components.ts). */
function sharedDefs(): string {
  return [
    linearGradient("sky", [
      { offset: 0, color: "#232863" },
      { offset: 0.45, color: "#161a45" },
      { offset: 1, color: COLORS.night },
    ]),
    radialGradient("haze", [
      { offset: 0, color: "#6d64c8", opacity: 0.45 },
      { offset: 1, color: "#6d64c8", opacity: 0 },
    ]),
    linearGradient("card", [
      { offset: 0, color: "#ffffff", opacity: 0.1 },
      { offset: 1, color: "#ffffff", opacity: 0.045 },
    ]),
    linearGradient(
      "gold",
      [
        { offset: 0, color: "#f9d690" },
        { offset: 1, color: COLORS.goldDeep },
      ],
      { x2: 0.4, y2: 1 },
    ),
    linearGradient("tab-bar", [
      { offset: 0, color: "#12153a", opacity: 0.94 },
      { offset: 1, color: "#090b20", opacity: 0.98 },
    ]),
    sliderFillDef(),
    blurFilter("blur-soft", 22),
    blurFilter("blur-wide", 70),
  ].join("");
}

/** Gradient sky with a lavender haze near the top and a seeded scattering of stars, none on `avoid`. */
function background(seed: number, avoid: readonly Box[]): string {
  const faint = starField(seededRandom(seed + 1), { x: 20, y: 440, w: SCREEN_WIDTH - 40, h: 1800 }, 30, 0);
  return (
    rect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT, 0, { fill: "url(#sky)" }) +
    circle(SCREEN_WIDTH * 0.85, 120, 700, { fill: "url(#haze)" }) +
    starField(seededRandom(seed), { x: 20, y: 140, w: SCREEN_WIDTH - 40, h: 290 }, 30, 2, avoid) +
    group({ opacity: 0.5 }, faint)
  );
}

function signalBars(x: number, baseline: number): string {
  return [0, 1, 2, 3]
    .map((i) => rect(x + i * 20, baseline - 14 - i * 8, 13, 14 + i * 8, 3.5, { fill: COLORS.text }))
    .join("");
}

function wifi(cx: number, baseline: number): string {
  const arcs = [34, 22].map((r) => {
    const dx = r * Math.sin(Math.PI / 4);
    const dy = r * Math.cos(Math.PI / 4);
    return `M${cx - dx} ${baseline - 4 - dy} A${r} ${r} 0 0 1 ${cx + dx} ${baseline - 4 - dy}`;
  });
  return (
    group(
      { fill: "none", stroke: COLORS.text, "stroke-width": 7, "stroke-linecap": "round" },
      ...arcs.map((d) => path(d)),
    ) + circle(cx, baseline - 6, 6, { fill: COLORS.text })
  );
}

function battery(x: number, baseline: number): string {
  const h = 38;
  const y = baseline - h + 4;
  return (
    rect(x, y, 80, h, 11, {
      fill: "none",
      stroke: COLORS.text,
      "stroke-opacity": 0.45,
      "stroke-width": 3.5,
    }) +
    rect(x + 6, y + 6, 58, h - 12, 6, { fill: COLORS.text }) +
    rect(x + 84, y + 12, 6, h - 24, 3, { fill: COLORS.text, opacity: 0.45 })
  );
}

/** iOS status bar: "9:41" on the left, signal, Wi-Fi and battery on the right. */
function statusBar(): string {
  const baseline = 104;
  return (
    text("9:41", { x: 172, y: baseline, size: 50, weight: "bold", anchor: "middle" }) +
    signalBars(868, baseline) +
    wifi(986, baseline) +
    battery(1040, baseline)
  );
}

/** The bottom tab bar with the active tab in gold. */
function tabBar(active: Tab): string {
  const slot = SCREEN_WIDTH / TABS.length;
  const items = TABS.map((tab, i) => {
    const cx = slot * (i + 0.5);
    const color = tab.label === active ? COLORS.gold : COLORS.faint;
    return (
      icon(tab.icon, cx, TAB_BAR_TOP + 72, 74, color) +
      text(tab.label, {
        x: cx,
        y: TAB_BAR_TOP + 156,
        size: TYPE.tab,
        weight: tab.label === active ? "bold" : "regular",
        fill: color,
        anchor: "middle",
        maxWidth: slot - 20,
      })
    );
  });
  return (
    rect(0, TAB_BAR_TOP, SCREEN_WIDTH, SCREEN_HEIGHT - TAB_BAR_TOP, 0, { fill: "url(#tab-bar)" }) +
    line(0, TAB_BAR_TOP, SCREEN_WIDTH, TAB_BAR_TOP, {
      stroke: "#ffffff",
      "stroke-opacity": 0.1,
      "stroke-width": 2,
    }) +
    items.join("")
  );
}

function homeIndicator(): string {
  const w = 402;
  return rect((SCREEN_WIDTH - w) / 2, SCREEN_HEIGHT - 38, w, 15, 7.5, { fill: COLORS.text, opacity: 0.9 });
}

export interface LargeTitle {
  readonly title: string;
  readonly subtitle: string;
  /** An optional round button on the right of the title. */
  readonly action?: IconName;
}

const TITLE_BASELINE = 290;
const SUBTITLE_BASELINE = 364;
const SUBTITLE_SIZE = 42;

/** Large bold screen title with a muted subtitle and an optional round action button on the right. */
function largeTitle({ title, subtitle, action }: LargeTitle): string {
  const buttonX = SCREEN_WIDTH - MARGIN - 56;
  const actionButton =
    action === undefined
      ? ""
      : circle(buttonX, 262, 56, { fill: "#ffffff", "fill-opacity": 0.1 }) +
        icon(action, buttonX, 262, 54, COLORS.lavender);
  return (
    text(title, {
      x: MARGIN,
      y: TITLE_BASELINE,
      size: TYPE.title,
      weight: "bold",
      maxWidth: CONTENT_WIDTH - 140,
    }) +
    text(subtitle, {
      x: MARGIN,
      y: SUBTITLE_BASELINE,
      size: SUBTITLE_SIZE,
      fill: COLORS.muted,
      maxWidth: CONTENT_WIDTH,
    }) +
    actionButton
  );
}

/** Areas the background stars keep clear of: the title, subtitle and action button. */
function titleArea({ title, subtitle, action }: LargeTitle): Box[] {
  const pad = 24;
  const titleWidth = textWidth(title, TYPE.title, "bold");
  const subtitleWidth = textWidth(subtitle, SUBTITLE_SIZE);
  return [
    { x: MARGIN - pad, y: TITLE_BASELINE - 80 - pad, w: titleWidth + 2 * pad, h: 100 + 2 * pad },
    { x: MARGIN - pad, y: SUBTITLE_BASELINE - 34 - pad, w: subtitleWidth + 2 * pad, h: 46 + 2 * pad },
    ...(action === undefined ? [] : [{ x: SCREEN_WIDTH - MARGIN - 140, y: 180, w: 160, h: 170 }]),
  ];
}

export interface PhoneScreen {
  readonly tab: Tab;
  /** Seed of the background star field, so each screen's sky differs but never changes. */
  readonly seed: number;
  /** The large title; screens with their own header (Now Playing) leave it out. */
  readonly title?: LargeTitle;
  /** Extra areas near the top that background stars should keep clear of. */
  readonly avoid?: readonly Box[];
  /** Extra gradients, masks or filters the screen needs. */
  readonly defs?: string;
  readonly body: string;
}

/** A full 1170 x 2532 screenshot document. */
export function phoneScreen(screen: PhoneScreen): string {
  const header = screen.title === undefined ? "" : largeTitle(screen.title);
  const avoid = [...(screen.title === undefined ? [] : titleArea(screen.title)), ...(screen.avoid ?? [])];
  return svgDocument(
    SCREEN_WIDTH,
    SCREEN_HEIGHT,
    sharedDefs() + (screen.defs ?? ""),
    background(screen.seed, avoid) +
      header +
      screen.body +
      statusBar() +
      tabBar(screen.tab) +
      homeIndicator(),
  );
}
