/** "Nature Sounds": a two-column grid of sound tiles and a mini player for the current mix. */
import { card, circleButton, iconBadge, type Box } from "../components.js";
import { icon, type IconName } from "../icons.js";
import { phoneScreen } from "../phone.js";
import { circle, linearGradient } from "../svg.js";
import { text } from "../text.js";
import { COLORS, CONTENT_TOP, CONTENT_WIDTH, MARGIN, TYPE } from "../palette.js";

interface NatureSound {
  readonly id: string;
  readonly name: string;
  readonly detail: string;
  readonly icon: IconName;
  readonly color: string;
  readonly playing: boolean;
}

const SOUNDS: readonly NatureSound[] = [
  { id: "rain", name: "Rain", detail: "Soft rain", icon: "rain", color: COLORS.sky, playing: true },
  {
    id: "ocean",
    name: "Ocean Waves",
    detail: "Calm tide",
    icon: "waves",
    color: COLORS.teal,
    playing: false,
  },
  {
    id: "birds",
    name: "Forest Birds",
    detail: "Dawn chorus",
    icon: "birds",
    color: COLORS.mint,
    playing: false,
  },
  {
    id: "crickets",
    name: "Crickets",
    detail: "Summer night",
    icon: "cricket",
    color: COLORS.lilac,
    playing: true,
  },
  {
    id: "stream",
    name: "Stream",
    detail: "Babbling brook",
    icon: "stream",
    color: COLORS.rose,
    playing: false,
  },
  {
    id: "thunder",
    name: "Thunder",
    detail: "Distant storm",
    icon: "thunder",
    color: COLORS.peach,
    playing: false,
  },
];

const GAP = 36;
const TILE_WIDTH = (CONTENT_WIDTH - GAP) / 2;
const TILE_HEIGHT = 470;

function tileDefs(): string {
  return SOUNDS.map((sound) =>
    linearGradient(
      `tile-${sound.id}`,
      [
        { offset: 0, color: sound.color, opacity: sound.playing ? 0.42 : 0.26 },
        { offset: 1, color: sound.color, opacity: 0.06 },
      ],
      { x2: 0.6, y2: 1 },
    ),
  ).join("");
}

/** One tile: tinted card, big icon badge, name and detail, and a play or pause button. */
function soundTile(sound: NatureSound, box: Box): string {
  const pad = 44;
  const state = sound.playing
    ? circleButton(box.x + box.w - pad - 40, box.y + pad + 40, 40, "pause", {
        fill: COLORS.text,
        iconColor: COLORS.onGold,
        iconScale: 0.8,
      })
    : circleButton(box.x + box.w - pad - 40, box.y + pad + 40, 40, "play", { iconScale: 0.75 });
  return (
    card(box, {
      fill: `url(#tile-${sound.id})`,
      stroke: sound.color,
      strokeOpacity: sound.playing ? 0.7 : 0.22,
      strokeWidth: sound.playing ? 4 : 2,
      opaque: true,
    }) +
    iconBadge(box.x + pad + 100, box.y + pad + 110, 100, sound.icon, sound.color, { iconScale: 1.3 }) +
    state +
    text(sound.name, {
      x: box.x + pad,
      y: box.y + 350,
      size: TYPE.heading,
      weight: "bold",
      maxWidth: box.w - 2 * pad,
    }) +
    text(sound.playing ? `${sound.detail} · On` : sound.detail, {
      x: box.x + pad,
      y: box.y + 410,
      size: TYPE.small,
      fill: sound.playing ? sound.color : COLORS.muted,
      maxWidth: box.w - 2 * pad,
    })
  );
}

function soundGrid(top: number): string {
  return SOUNDS.map((sound, i) =>
    soundTile(sound, {
      x: MARGIN + (i % 2) * (TILE_WIDTH + GAP),
      y: top + Math.floor(i / 2) * (TILE_HEIGHT + GAP),
      w: TILE_WIDTH,
      h: TILE_HEIGHT,
    }),
  ).join("");
}

/** The mini player showing the sounds currently mixed together. */
function mixPlayer(top: number): string {
  const box: Box = { x: MARGIN, y: top, w: CONTENT_WIDTH, h: 190 };
  const playing = SOUNDS.filter((sound) => sound.playing);
  const badges = playing
    .map((sound, i) => {
      const cx = box.x + 90 + i * 74;
      return (
        // A slightly larger surface disc keeps a dark ring between overlapping badges.
        circle(cx, box.y + 95, 55, { fill: COLORS.surface }) +
        iconBadge(cx, box.y + 95, 50, sound.icon, sound.color, { iconScale: 1.2, opaque: true })
      );
    })
    .join("");
  const textX = box.x + 90 + (playing.length - 1) * 74 + 84;
  return (
    card(box) +
    badges +
    text("NOW MIXING", {
      x: textX,
      y: box.y + 78,
      size: 30,
      weight: "bold",
      fill: COLORS.gold,
      letterSpacing: 3,
    }) +
    text(playing.map((sound) => sound.name).join(" + "), {
      x: textX,
      y: box.y + 136,
      size: TYPE.body,
      weight: "bold",
      maxWidth: 560,
    }) +
    circleButton(box.x + box.w - 95, box.y + 95, 58, "pause", {
      fill: "url(#gold)",
      iconColor: COLORS.onGold,
      iconScale: 0.75,
      glowColor: COLORS.gold,
    }) +
    icon("volumeHigh", box.x + box.w - 215, box.y + 95, 50, COLORS.muted)
  );
}

export function natureSoundsScreen(): string {
  const gridTop = CONTENT_TOP;
  const gridBottom = gridTop + 3 * TILE_HEIGHT + 2 * GAP;
  return phoneScreen({
    tab: "Sounds",
    seed: 23,
    defs: tileDefs(),
    title: { title: "Nature Sounds", subtitle: "Tap to mix calming sounds" },
    body: soundGrid(gridTop) + mixPlayer(gridBottom + 48),
  });
}
