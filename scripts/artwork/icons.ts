/**
 * Line and glyph icons drawn with SVG shapes in a 100 x 100 box. `icon()` places one at a centre
 * point and size. Each icon is drawn in a single colour (with opacity for secondary parts).
 */
import { circle, ellipse, group, line, path, rect, strokeStyle } from "./svg.js";

type Draw = (color: string) => string;

/** A darkening overlay used to cut details (lenses, hubs) into filled glyphs. */
const SHADE = "#0b0d26";

function filled(color: string, opacity?: number): { fill: string; opacity?: number } {
  return { fill: color, opacity };
}

/** A filled path with rounded corners (a stroke of the same colour rounds its joins). */
function roundedShape(d: string, color: string, corner = 8): string {
  return path(d, { fill: color, stroke: color, "stroke-width": corner, "stroke-linejoin": "round" });
}

function cloudShape(color: string, dy = 0, opacity?: number): string {
  return group(
    { fill: color, opacity, transform: dy === 0 ? undefined : `translate(0 ${dy})` },
    circle(32, 58, 16),
    circle(53, 45, 23),
    circle(72, 58, 16),
    rect(16, 54, 72, 20, 10),
  );
}

function crescent(color: string): string {
  return path("M62 14 A38 38 0 1 0 88 60 A30 30 0 0 1 62 14 Z", filled(color));
}

/** A gear outline with `teeth` teeth and a round hole, as one even-odd path. */
function gearPath(teeth: number): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step - Math.PI / 2;
    const corners: [number, number][] = [
      [a - step * 0.36, 31],
      [a - step * 0.18, 42],
      [a + step * 0.18, 42],
      [a + step * 0.36, 31],
    ];
    for (const [angle, radius] of corners) {
      points.push(
        `${(50 + radius * Math.cos(angle)).toFixed(2)} ${(50 + radius * Math.sin(angle)).toFixed(2)}`,
      );
    }
  }
  return `M${points.join(" L")} Z M63 50 A13 13 0 1 0 37 50 A13 13 0 1 0 63 50 Z`;
}

/** A jagged line standing for a noise colour: higher `roughness` means more high-frequency wiggle. */
function noiseLine(roughness: number): string {
  const points: string[] = [];
  for (let x = 18; x <= 82; x += 2) {
    const t = (x - 18) / 64;
    const slow = Math.sin(t * Math.PI * 2.2) * 10;
    const fast = Math.sin(t * Math.PI * 17 + 1) * 9 + Math.sin(t * Math.PI * 31) * 6;
    const y = 50 + slow * (1 - roughness * 0.6) + fast * roughness;
    points.push(`${x} ${y.toFixed(1)}`);
  }
  return `M${points.join(" L")}`;
}

function bars(color: string, heights: readonly number[], width: number): string {
  const gap = 72 / (heights.length - 1);
  return heights
    .map((height, i) =>
      line(14 + i * gap, 50 - height / 2, 14 + i * gap, 50 + height / 2, strokeStyle(color, width)),
    )
    .join("");
}

function skipArrows(color: string): string {
  return roundedShape("M14 26 L48 50 L14 74 Z M50 26 L84 50 L50 74 Z", color, 8);
}

function speakerCone(color: string): string {
  return roundedShape("M14 38 H30 L50 20 V80 L30 62 H14 Z", color, 6);
}

const ICONS = {
  play: (c) => roundedShape("M36 24 L78 50 L36 76 Z", c, 10),
  pause: (c) => rect(27, 22, 16, 56, 6, filled(c)) + rect(57, 22, 16, 56, 6, filled(c)),
  next: (c) => skipArrows(c),
  previous: (c) => group({ transform: "translate(100 0) scale(-1 1)" }, skipArrows(c)),
  note: (c) =>
    group(
      filled(c),
      ellipse(29, 76, 13, 10, { transform: "rotate(-20 29 76)" }),
      ellipse(71, 68, 13, 10, { transform: "rotate(-20 71 68)" }),
      rect(35, 24, 7, 52, 2),
      rect(77, 16, 7, 52, 2),
      path("M35 22 L84 12 L84 27 L35 37 Z"),
    ),
  moon: (c) => crescent(c),
  sparkle: (c) => path("M50 8 Q54 46 92 50 Q54 54 50 92 Q46 54 8 50 Q46 46 50 8 Z", filled(c)),
  sun: (c) =>
    circle(50, 50, 19, filled(c)) +
    Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return line(50 + 29 * Math.cos(a), 50 + 29 * Math.sin(a), 50 + 40 * Math.cos(a), 50 + 40 * Math.sin(a));
    })
      .map((ray) => group(strokeStyle(c, 7), ray))
      .join(""),
  heart: (c) =>
    path("M50 84 C22 66 10 48 14 33 C18 18 40 14 50 32 C60 14 82 18 86 33 C90 48 78 66 50 84 Z", filled(c)),
  search: (c) => group(strokeStyle(c, 9), circle(44, 44, 24), line(62, 62, 82, 82)),
  clock: (c) =>
    group(
      strokeStyle(c, 8),
      circle(50, 56, 34),
      line(50, 56, 50, 38),
      line(50, 56, 63, 64),
      line(40, 10, 60, 10),
      line(50, 10, 50, 22),
    ),
  gear: (c) => path(gearPath(8), { fill: c, "fill-rule": "evenodd" }),
  waveform: (c) => bars(c, [26, 58, 82, 50, 30], 10),
  equalizer: (c) => bars(c, [40, 70, 30, 56], 12),
  cloud: (c) => cloudShape(c),
  rain: (c) =>
    cloudShape(c, -14) +
    group(strokeStyle(c, 7, 0.85), line(34, 72, 28, 88), line(52, 72, 46, 90), line(70, 72, 64, 88)),
  thunder: (c) =>
    cloudShape(c, -16, 0.55) + roundedShape("M56 50 L38 78 L52 78 L44 96 L70 66 L56 66 L64 50 Z", c, 4),
  waves: (c) =>
    [30, 50, 70]
      .map((y, i) => path(`M10 ${y} q10 -11 20 0 t20 0 t20 0 t20 0`, strokeStyle(c, 7, 1 - i * 0.25)))
      .join(""),
  birds: (c) =>
    group(
      filled(c),
      path("M30 22 L46 50 L14 50 Z"),
      path("M30 36 L50 72 L10 72 Z"),
      rect(26, 70, 8, 14, 2),
      path("M62 46 L74 68 L50 68 Z", { opacity: 0.7 }),
      path("M62 58 L78 84 L46 84 Z", { opacity: 0.7 }),
    ) +
    path("M56 22 q7 -8 14 0 q7 -8 14 0", strokeStyle(c, 5)) +
    path("M70 38 q5 -6 10 0 q5 -6 10 0", strokeStyle(c, 4, 0.8)),
  cricket: (c) =>
    group(filled(c), ellipse(56, 60, 26, 12, { transform: "rotate(-8 56 60)" }), circle(28, 60, 10)) +
    group(strokeStyle(c, 4), path("M23 52 C16 34 28 20 44 12"), path("M28 50 C30 34 44 26 60 24")) +
    group(strokeStyle(c, 6), path("M64 56 L80 34 L92 74"), line(38, 68, 30, 84), line(50, 70, 48, 86)),
  stream: (c) =>
    path("M50 6 C50 6 26 36 26 54 A24 24 0 0 0 74 54 C74 36 50 6 50 6 Z", filled(c)) +
    path("M38 56 A12 12 0 0 0 48 68", strokeStyle(SHADE, 4, 0.3)) +
    path("M10 90 q10 -8 20 0 t20 0 t20 0 t20 0", strokeStyle(c, 6, 0.8)),
  fan: (c) =>
    group(strokeStyle(c, 5), circle(50, 44, 38), line(50, 82, 50, 94), line(34, 94, 66, 94)) +
    [0, 120, 240]
      .map((angle) =>
        path("M50 44 C38 30 40 12 54 10 C68 10 66 30 50 44 Z", {
          ...filled(c),
          transform: `rotate(${angle} 50 44)`,
        }),
      )
      .join("") +
    circle(50, 44, 7, filled(c)),
  hairDryer: (c) =>
    group(
      filled(c),
      circle(36, 40, 25),
      roundedShape("M46 24 L86 28 L86 50 L46 54 Z", c, 8),
      roundedShape("M24 58 L44 58 L40 92 L26 92 Z", c, 8),
    ) +
    circle(36, 40, 10, filled(SHADE, 0.45)) +
    group(strokeStyle(c, 4, 0.6), line(92, 30, 98, 28), line(92, 48, 98, 50)),
  vacuum: (c) =>
    path("M6 80 C6 62 20 52 36 52 C52 52 60 64 60 80 Z", filled(c)) +
    group(filled(SHADE, 0.5), circle(20, 82, 8), circle(46, 82, 8)) +
    group(strokeStyle(c, 4), circle(20, 82, 8), circle(46, 82, 8)) +
    path("M48 56 C60 36 56 20 72 16", strokeStyle(c, 6)) +
    line(72, 16, 84, 84, strokeStyle(c, 7)) +
    rect(70, 84, 28, 10, 5, filled(c)),
  noiseWhite: (c) => circle(50, 50, 44, filled(c, 0.22)) + path(noiseLine(1), strokeStyle(c, 6)),
  noisePink: (c) => circle(50, 50, 44, filled(c, 0.22)) + path(noiseLine(0.55), strokeStyle(c, 6.5)),
  noiseBrown: (c) => circle(50, 50, 44, filled(c, 0.22)) + path(noiseLine(0.15), strokeStyle(c, 7)),
  airplay: (c) =>
    path(
      "M32 70 H22 A9 9 0 0 1 13 61 V23 A9 9 0 0 1 22 14 H78 A9 9 0 0 1 87 23 V61 A9 9 0 0 1 78 70 H68",
      strokeStyle(c, 7),
    ) + roundedShape("M50 60 L68 86 L32 86 Z", c, 6),
  bluetooth: (c) => path("M30 32 L70 68 L50 88 V12 L70 32 L30 68", strokeStyle(c, 8)),
  homeSpeaker: (c) =>
    rect(26, 14, 48, 74, 24, filled(c)) +
    ellipse(50, 26, 16, 6, filled(SHADE, 0.3)) +
    group(
      filled(SHADE, 0.22),
      circle(42, 52, 3),
      circle(58, 52, 3),
      circle(50, 62, 3),
      circle(42, 72, 3),
      circle(58, 72, 3),
    ),
  tv: (c) =>
    rect(10, 16, 80, 54, 8, strokeStyle(c, 7)) +
    group(strokeStyle(c, 7), line(50, 70, 50, 84), line(34, 86, 66, 86)),
  babyMonitor: (c) =>
    circle(50, 40, 28, filled(c)) +
    circle(50, 40, 13, filled(SHADE, 0.55)) +
    circle(50, 40, 5, filled(c)) +
    rect(45, 66, 10, 16, 2, filled(c)) +
    rect(28, 82, 44, 9, 4.5, filled(c)),
  iphone: (c) => rect(29, 8, 42, 84, 11, strokeStyle(c, 7)) + line(45, 18, 55, 18, strokeStyle(c, 5)),
  check: (c) => path("M22 52 L42 72 L78 30", strokeStyle(c, 12)),
  chevronDown: (c) => path("M24 38 L50 64 L76 38", strokeStyle(c, 10)),
  chevronRight: (c) => path("M38 20 L66 50 L38 80", strokeStyle(c, 10)),
  ellipsis: (c) => group(filled(c), circle(22, 50, 8), circle(50, 50, 8), circle(78, 50, 8)),
  volumeLow: (c) => speakerCone(c) + path("M64 38 Q72 50 64 62", strokeStyle(c, 7)),
  volumeHigh: (c) =>
    speakerCone(c) +
    path("M64 38 Q72 50 64 62", strokeStyle(c, 7)) +
    path("M76 26 Q92 50 76 74", strokeStyle(c, 7)),
  repeat: (c) =>
    group(
      strokeStyle(c, 7),
      path("M20 56 V44 A12 12 0 0 1 32 32 H78"),
      path("M68 20 L80 32 L68 44"),
      path("M80 44 V56 A12 12 0 0 1 68 68 H22"),
      path("M32 56 L20 68 L32 80"),
    ),
} satisfies Record<string, Draw>;

export type IconName = keyof typeof ICONS;

/** Draws icon `name` centred on (cx, cy), `size` pixels square. */
export function icon(name: IconName, cx: number, cy: number, size: number, color: string): string {
  const scale = size / 100;
  return group(
    { transform: `translate(${cx - size / 2} ${cy - size / 2}) scale(${Math.round(scale * 10000) / 10000})` },
    ICONS[name](color),
  );
}
