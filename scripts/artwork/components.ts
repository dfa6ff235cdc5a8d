/** Reusable interface pieces: cards, buttons, chips, sliders, toggles, thumbnails, glows and stars. */
import { icon, type IconName } from "./icons.js";
import { between, type Random } from "./random.js";
import { circle, el, group, line, linearGradient, rect } from "./svg.js";
import { text, textWidth } from "./text.js";
import { COLORS, CONTENT_WIDTH, MARGIN, RADIUS, SCREEN_WIDTH, TYPE } from "./palette.js";

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Paint servers and filters defined once per document by `sharedDefs()`. */
const DEF = {
  card: "url(#card)",
  gold: "url(#gold)",
  blurSoft: "url(#blur-soft)",
  blurWide: "url(#blur-wide)",
} as const;

export interface CardOptions {
  readonly r?: number;
  readonly fill?: string;
  readonly fillOpacity?: number;
  readonly stroke?: string;
  readonly strokeOpacity?: number;
  readonly strokeWidth?: number;
  /** Paint an opaque night-blue base under the fill (default: only for the standard card sheen). */
  readonly opaque?: boolean;
}

/** A rounded, softly lit panel. */
export function card(box: Box, options: CardOptions = {}): string {
  const { r = RADIUS, fill = DEF.card, stroke = "#ffffff", strokeOpacity = 0.09, strokeWidth = 2 } = options;
  const { opaque = fill === DEF.card } = options;
  const base = opaque ? rect(box.x, box.y, box.w, box.h, r, { fill: COLORS.surface }) : "";
  return (
    base +
    rect(box.x, box.y, box.w, box.h, r, {
      fill,
      "fill-opacity": options.fillOpacity,
      stroke,
      "stroke-opacity": strokeOpacity,
      "stroke-width": strokeWidth,
    })
  );
}

/** A blurred disc used as a soft glow behind bright things. */
export function glow(
  cx: number,
  cy: number,
  r: number,
  color: string,
  opacity: number,
  wide = false,
): string {
  return circle(cx, cy, r, { fill: color, opacity, filter: wide ? DEF.blurWide : DEF.blurSoft });
}

/**
 * A tinted disc with an icon in the same colour. `opaque` paints the night-blue surface under the
 * tint, for badges that sit over rings, stars or other badges.
 */
export function iconBadge(
  cx: number,
  cy: number,
  r: number,
  name: IconName,
  color: string,
  options: { readonly iconScale?: number; readonly opaque?: boolean } = {},
): string {
  const { iconScale = 1.05, opaque = false } = options;
  return (
    (opaque ? circle(cx, cy, r, { fill: COLORS.surface }) : "") +
    circle(cx, cy, r, { fill: color, "fill-opacity": 0.18 }) +
    icon(name, cx, cy, r * iconScale, color)
  );
}

export interface CircleButtonOptions {
  /** A solid fill; when omitted the button is a translucent white disc. */
  readonly fill?: string;
  readonly iconColor?: string;
  readonly iconScale?: number;
  readonly glowColor?: string;
}

/** A round button, translucent by default or filled (for example gold) with a glow. */
export function circleButton(
  cx: number,
  cy: number,
  r: number,
  name: IconName,
  options: CircleButtonOptions = {},
): string {
  const { fill, iconColor = COLORS.text, iconScale = 0.9, glowColor } = options;
  const halo = glowColor === undefined ? "" : glow(cx, cy + r * 0.2, r, glowColor, 0.4);
  const disc =
    fill === undefined
      ? card({ x: cx - r, y: cy - r, w: 2 * r, h: 2 * r }, { r, fill: "#ffffff", fillOpacity: 0.1 })
      : circle(cx, cy, r, { fill });
  return halo + disc + icon(name, cx, cy, r * iconScale, iconColor);
}

export interface PillButtonOptions {
  readonly label: string;
  readonly icon?: IconName;
  readonly primary?: boolean;
  readonly size?: number;
}

/** A capsule button with a centred bold label and an optional leading icon. */
export function pillButton(box: Box, options: PillButtonOptions): string {
  const { label, primary = false, size = TYPE.body } = options;
  const color = primary ? COLORS.onGold : COLORS.text;
  const iconSize = options.icon === undefined ? 0 : size * 1.1;
  const gap = options.icon === undefined ? 0 : size * 0.4;
  const contentWidth = iconSize + gap + textWidth(label, size, "bold");
  const left = box.x + (box.w - contentWidth) / 2;
  const middle = box.y + box.h / 2;
  const background = primary
    ? rect(box.x, box.y, box.w, box.h, box.h / 2, { fill: DEF.gold })
    : card(box, { r: box.h / 2, fill: "#ffffff", fillOpacity: 0.1, strokeOpacity: 0.12 });
  return (
    background +
    (options.icon === undefined ? "" : icon(options.icon, left + iconSize / 2, middle, iconSize, color)) +
    text(label, {
      x: left + iconSize + gap,
      y: middle + size * 0.36,
      size,
      weight: "bold",
      fill: color,
      maxWidth: box.w - box.h * 0.6 - iconSize - gap,
    })
  );
}

/** A selectable capsule; the selected one is gold. */
export function chip(box: Box, label: string, selected: boolean, size: number = TYPE.body - 4): string {
  const background = selected
    ? rect(box.x, box.y, box.w, box.h, box.h / 2, { fill: DEF.gold })
    : card(box, { r: box.h / 2, fill: "#ffffff", fillOpacity: 0.07, strokeOpacity: 0.14 });
  return (
    background +
    text(label, {
      x: box.x + box.w / 2,
      y: box.y + box.h / 2 + size * 0.36,
      size,
      weight: selected ? "bold" : "regular",
      fill: selected ? COLORS.onGold : COLORS.text,
      anchor: "middle",
      maxWidth: box.w - 40,
    })
  );
}

export interface SliderOptions {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  /** Filled fraction, 0 to 1. */
  readonly value: number;
  readonly knob?: boolean;
  readonly thickness?: number;
}

/** A horizontal track with a gold-to-lavender fill and a round knob. */
export function slider(options: SliderOptions): string {
  const { x, y, w, value, knob = true, thickness = 14 } = options;
  const filledWidth = w * value;
  const r = thickness / 2;
  return (
    rect(x, y - r, w, thickness, r, { fill: "#ffffff", "fill-opacity": 0.14 }) +
    rect(x, y - r, filledWidth, thickness, r, { fill: "url(#slider-fill)" }) +
    (knob
      ? glow(x + filledWidth, y, 30, COLORS.gold, 0.35) +
        circle(x + filledWidth, y, 26, { fill: COLORS.text })
      : "")
  );
}

/** The gradient used by slider fills; part of `sharedDefs()`. */
export function sliderFillDef(): string {
  return linearGradient(
    "slider-fill",
    [
      { offset: 0, color: COLORS.lavender },
      { offset: 1, color: COLORS.gold },
    ],
    { x2: 1, y2: 0 },
  );
}

/** A volume row: quiet icon, slider, loud icon. */
export function volumeSlider(x: number, y: number, w: number, value: number): string {
  const iconSize = 54;
  return (
    icon("volumeLow", x + iconSize / 2, y, iconSize, COLORS.muted) +
    slider({ x: x + iconSize + 34, y, w: w - 2 * iconSize - 68, value }) +
    icon("volumeHigh", x + w - iconSize / 2, y, iconSize, COLORS.muted)
  );
}

/**
 * A full-width card with a bold label (after an optional icon), the volume as a percentage on the
 * right, and a volume slider under them.
 */
export function volumeCard(
  top: number,
  options: {
    readonly label: string;
    readonly level: number;
    readonly icon?: { name: IconName; color: string };
  },
): string {
  const box: Box = { x: MARGIN, y: top, w: CONTENT_WIDTH, h: 210 };
  const { label, level } = options;
  const leading =
    options.icon === undefined ? "" : icon(options.icon.name, box.x + 70, box.y + 66, 50, options.icon.color);
  return (
    card(box) +
    leading +
    text(label, {
      x: box.x + (options.icon === undefined ? 48 : 110),
      y: box.y + 82,
      size: TYPE.body,
      weight: "bold",
    }) +
    text(`${Math.round(level * 100)}%`, {
      x: box.x + box.w - 48,
      y: box.y + 82,
      size: TYPE.caption,
      fill: COLORS.muted,
      anchor: "end",
    }) +
    volumeSlider(box.x + 48, box.y + 148, box.w - 96, level)
  );
}

export const TOGGLE_WIDTH = 150;
export const TOGGLE_HEIGHT = 90;

/** An iOS-style switch whose top-left corner is at (x, y). */
export function toggle(x: number, y: number, on: boolean): string {
  const w = TOGGLE_WIDTH;
  const h = TOGGLE_HEIGHT;
  const knobX = on ? x + w - h / 2 : x + h / 2;
  return (
    rect(x, y, w, h, h / 2, on ? { fill: DEF.gold } : { fill: "#ffffff", "fill-opacity": 0.18 }) +
    circle(knobX, y + h / 2, h / 2 - 7, { fill: "#ffffff" })
  );
}

/** A bold section heading at the left margin with optional muted text on the right. */
export function sectionHeader(y: number, title: string, trailing?: string): string {
  return (
    text(title, { x: MARGIN, y, size: TYPE.heading, weight: "bold", maxWidth: CONTENT_WIDTH * 0.7 }) +
    (trailing === undefined
      ? ""
      : text(trailing, {
          x: SCREEN_WIDTH - MARGIN,
          y,
          size: TYPE.caption,
          fill: COLORS.muted,
          anchor: "end",
        }))
  );
}

/** A rounded square of soft colour with an icon, used as track and device artwork. */
export function thumbnail(x: number, y: number, size: number, color: string, name: IconName): string {
  return (
    rect(x, y, size, size, size * 0.28, {
      fill: color,
      "fill-opacity": 0.3,
      stroke: color,
      "stroke-opacity": 0.45,
      "stroke-width": 2,
    }) + icon(name, x + size / 2, y + size / 2, size * 0.52, color)
  );
}

/** A thin separator line. */
export function divider(x1: number, x2: number, y: number): string {
  return line(x1, y, x2, y, { stroke: "#ffffff", "stroke-opacity": 0.08, "stroke-width": 2 });
}

/**
 * A full-width card of equal rows whose top is at `top`, with a divider between rows from
 * `dividerInset` (past the rows' leading icon) to 40 px short of the card's right edge. `row`
 * draws one row from its top `y`.
 */
export function listCard<T>(
  top: number,
  rows: readonly T[],
  rowHeight: number,
  dividerInset: number,
  row: (item: T, y: number) => string,
): string {
  const box: Box = { x: MARGIN, y: top, w: CONTENT_WIDTH, h: rowHeight * rows.length };
  return (
    card(box) +
    rows
      .map((item, i) => {
        const y = top + i * rowHeight;
        return (i === 0 ? "" : divider(MARGIN + dividerInset, MARGIN + CONTENT_WIDTH - 40, y)) + row(item, y);
      })
      .join("")
  );
}

function inside(box: Box, x: number, y: number): boolean {
  return x >= box.x && x <= box.x + box.w && y >= box.y && y <= box.y + box.h;
}

/**
 * Scattered stars (dots and a few four-point sparkles) inside an area, leaving out the `avoid`
 * boxes (for example behind a title) so stars never sit on text.
 */
export function starField(
  random: Random,
  area: Box,
  count: number,
  sparkles = 3,
  avoid: readonly Box[] = [],
): string {
  const place = (): [number, number] | undefined => {
    const x = between(random, area.x, area.x + area.w);
    const y = between(random, area.y, area.y + area.h);
    return avoid.some((box) => inside(box, x, y)) ? undefined : [x, y];
  };
  const dots = Array.from({ length: count }, () => {
    const point = place();
    const r = between(random, 1.6, 4.2);
    const opacity = between(random, 0.25, 0.85);
    return point === undefined ? "" : circle(point[0], point[1], r, { fill: "#ffffff", opacity });
  });
  const glints = Array.from({ length: sparkles }, () => {
    const point = place();
    const size = between(random, 26, 46);
    const color = random() > 0.5 ? COLORS.gold : COLORS.lavender;
    return point === undefined ? "" : icon("sparkle", point[0], point[1], size, color);
  });
  return group({}, ...dots, group({ opacity: 0.8 }, ...glints));
}

/** A soft cloud bank from overlapping circles, for artwork. */
export function cloudBank(cx: number, cy: number, scale: number, color: string, opacity: number): string {
  const puffs: [number, number, number][] = [
    [-150, 20, 70],
    [-70, -20, 95],
    [40, -40, 115],
    [150, 0, 85],
    [230, 30, 60],
  ];
  return group(
    { fill: color, opacity },
    ...puffs.map(([dx, dy, r]) => circle(cx + dx * scale, cy + dy * scale, r * scale)),
    rect(cx - 210 * scale, cy + 10 * scale, 470 * scale, 80 * scale, 40 * scale),
  );
}

/** A crescent moon made of a disc with a second, offset disc cut out by a mask. */
export function crescentMoon(id: string, cx: number, cy: number, r: number, color: string): string {
  const mask = el(
    "mask",
    { id },
    rect(cx - r * 2, cy - r * 2, r * 4, r * 4, 0, { fill: "#ffffff" }) +
      circle(cx + r * 0.45, cy - r * 0.32, r * 0.86, { fill: "#000000" }),
  );
  return mask + circle(cx, cy, r, { fill: color, mask: `url(#${id})` });
}

/** A path for a circular arc from angle a0 to a1 (degrees, clockwise from 12 o'clock). */
export function arcPath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const point = (a: number): string => {
    const rad = ((a - 90) * Math.PI) / 180;
    return `${(cx + r * Math.cos(rad)).toFixed(2)} ${(cy + r * Math.sin(rad)).toFixed(2)}`;
  };
  const large = a1 - a0 > 180 ? 1 : 0;
  return `M${point(a0)} A${r} ${r} 0 ${large} 1 ${point(a1)}`;
}
