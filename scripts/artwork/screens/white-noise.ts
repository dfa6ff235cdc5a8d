/** "White Noise": a circular visualiser for the playing noise, the noise choices and a volume slider. */
import { card, glow, volumeCard, type Box } from "../components.js";
import { icon, type IconName } from "../icons.js";
import { phoneScreen } from "../phone.js";
import { seededRandom } from "../random.js";
import { circle, group, line, linearGradient, radialGradient } from "../svg.js";
import { text } from "../text.js";
import { COLORS, CONTENT_WIDTH, MARGIN, SCREEN_WIDTH } from "../palette.js";

interface Noise {
  readonly name: string;
  readonly icon: IconName;
  readonly color: string;
}

const NOISES: readonly Noise[] = [
  { name: "White noise", icon: "noiseWhite", color: COLORS.text },
  { name: "Pink noise", icon: "noisePink", color: COLORS.rose },
  { name: "Brown noise", icon: "noiseBrown", color: COLORS.sand },
  { name: "Fan", icon: "fan", color: COLORS.sky },
  { name: "Hair dryer", icon: "hairDryer", color: COLORS.peach },
  { name: "Vacuum", icon: "vacuum", color: COLORS.mint },
];
/** The noise that is playing. */
const SELECTED = "Pink noise";

const CENTER = { x: SCREEN_WIDTH / 2, y: 790 } as const;
const CORE_RADIUS = 190;

function visualiserDefs(): string {
  return (
    radialGradient(
      "noise-core",
      [
        { offset: 0, color: "#f7b9cf" },
        { offset: 0.55, color: "#b78ae6" },
        { offset: 1, color: "#5b4fb8" },
      ],
      { cx: 0.35, cy: 0.3, r: 0.8 },
    ) +
    linearGradient(
      "noise-bars",
      [
        { offset: 0, color: COLORS.rose },
        { offset: 1, color: COLORS.lilac },
      ],
      { x2: 1, y2: 1 },
    )
  );
}

/** Radial bars whose lengths follow a smooth but uneven "sound" shape, plus rings and a glowing core. */
function visualiser(): string {
  const random = seededRandom(5);
  const count = 84;
  const inner = CORE_RADIUS + 28;
  const bars = Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2;
    const shape = 0.55 + 0.25 * Math.sin(angle * 3 + 0.6) + 0.2 * Math.sin(angle * 7);
    const length = 18 + 62 * shape * (0.75 + 0.25 * random());
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    return line(
      CENTER.x + inner * cos,
      CENTER.y + inner * sin,
      CENTER.x + (inner + length) * cos,
      CENTER.y + (inner + length) * sin,
    );
  });
  const rings = [330, 380].map((r, i) =>
    circle(CENTER.x, CENTER.y, r, {
      fill: "none",
      stroke: COLORS.lavender,
      "stroke-opacity": 0.12 - i * 0.05,
      "stroke-width": 3,
    }),
  );
  return (
    glow(CENTER.x, CENTER.y, 300, COLORS.lilac, 0.32, true) +
    rings.join("") +
    group(
      { stroke: "url(#noise-bars)", "stroke-width": 10, "stroke-linecap": "round", opacity: 0.9 },
      ...bars,
    ) +
    glow(CENTER.x, CENTER.y + 30, CORE_RADIUS, COLORS.rose, 0.35) +
    circle(CENTER.x, CENTER.y, CORE_RADIUS, { fill: "url(#noise-core)" }) +
    circle(CENTER.x, CENTER.y, CORE_RADIUS - 26, {
      fill: "none",
      stroke: "#ffffff",
      "stroke-opacity": 0.25,
      "stroke-width": 3,
    }) +
    icon("pause", CENTER.x, CENTER.y, 130, "#ffffff")
  );
}

function nowPlayingLabel(y: number): string {
  return (
    text("Pink Noise", { x: CENTER.x, y, size: 72, weight: "bold", anchor: "middle" }) +
    text("Softer than white noise · Playing", {
      x: CENTER.x,
      y: y + 64,
      size: 40,
      fill: COLORS.muted,
      anchor: "middle",
    })
  );
}

const COLUMNS = 3;
const GAP = 28;
const TILE_WIDTH = (CONTENT_WIDTH - GAP * (COLUMNS - 1)) / COLUMNS;
const TILE_HEIGHT = 236;

function noiseTile(noise: Noise, box: Box, selected: boolean): string {
  const background = selected
    ? card(box, {
        fill: COLORS.lavender,
        fillOpacity: 0.14,
        stroke: COLORS.gold,
        strokeOpacity: 0.9,
        strokeWidth: 4,
        opaque: true,
      })
    : card(box);
  return (
    background +
    icon(noise.icon, box.x + box.w / 2, box.y + 92, 104, noise.color) +
    text(noise.name, {
      x: box.x + box.w / 2,
      y: box.y + 192,
      size: 40,
      weight: selected ? "bold" : "regular",
      fill: selected ? COLORS.gold : COLORS.text,
      anchor: "middle",
      maxWidth: box.w - 24,
    })
  );
}

function noiseGrid(top: number): string {
  return NOISES.map((noise, i) =>
    noiseTile(
      noise,
      {
        x: MARGIN + (i % COLUMNS) * (TILE_WIDTH + GAP),
        y: top + Math.floor(i / COLUMNS) * (TILE_HEIGHT + GAP),
        w: TILE_WIDTH,
        h: TILE_HEIGHT,
      },
      noise.name === SELECTED,
    ),
  ).join("");
}

export function whiteNoiseScreen(): string {
  const gridTop = 1330;
  return phoneScreen({
    tab: "Sounds",
    seed: 37,
    title: { title: "White Noise", subtitle: "Steady sounds for deeper sleep" },
    defs: visualiserDefs(),
    body:
      visualiser() +
      nowPlayingLabel(1200) +
      noiseGrid(gridTop) +
      volumeCard(gridTop + 2 * TILE_HEIGHT + GAP + 48, { label: "Volume", level: 0.7 }),
  });
}
