/** "Lullabies": large title, tonight's featured lullaby and the list of classic lullabies. */
import {
  card,
  circleButton,
  crescentMoon,
  cloudBank,
  divider,
  glow,
  pillButton,
  sectionHeader,
  starField,
  thumbnail,
  type Box,
} from "../components.js";
import type { IconName } from "../icons.js";
import { phoneScreen } from "../phone.js";
import { seededRandom } from "../random.js";
import { clipPath, group, linearGradient, rect } from "../svg.js";
import { text } from "../text.js";
import { COLORS, CONTENT_TOP, CONTENT_WIDTH, MARGIN, RADIUS, TYPE } from "../palette.js";

interface Lullaby {
  readonly title: string;
  readonly detail: string;
  readonly color: string;
  readonly icon: IconName;
}

const LULLABIES: readonly Lullaby[] = [
  { title: "Brahms’ Lullaby", detail: "Gentle piano · 12 min", color: COLORS.lilac, icon: "moon" },
  { title: "Rock-a-bye Baby", detail: "Music box · 6 min", color: COLORS.sky, icon: "cloud" },
  { title: "Hush Little Baby", detail: "Soft vocals · 8 min", color: COLORS.rose, icon: "heart" },
  { title: "Twinkle Twinkle Little Star", detail: "Music box · 8 min", color: COLORS.gold, icon: "sparkle" },
  { title: "Golden Slumbers", detail: "Harp · 10 min", color: COLORS.peach, icon: "note" },
  { title: "All the Pretty Little Horses", detail: "Guitar · 9 min", color: COLORS.mint, icon: "waves" },
  { title: "You Are My Sunshine", detail: "Ukulele · 7 min", color: COLORS.teal, icon: "sun" },
];

const FEATURED: Box = { x: MARGIN, y: CONTENT_TOP, w: CONTENT_WIDTH, h: 480 };

function featuredDefs(): string {
  return linearGradient(
    "featured",
    [
      { offset: 0, color: "#7467d0" },
      { offset: 0.55, color: "#4a4aa8" },
      { offset: 1, color: "#2c2f7a" },
    ],
    { x2: 1, y2: 1 },
  );
}

/** The "Tonight's pick" card: night art on the right, title and a Play button on the left. */
function featuredCard(): string {
  const { x, y, w, h } = FEATURED;
  const art = group(
    { "clip-path": "url(#featured-clip)" },
    starField(seededRandom(7), { x: x + 560, y: y + 30, w: 460, h: 300 }, 22, 2),
    glow(x + 870, y + 170, 130, COLORS.lavender, 0.35),
    crescentMoon("featured-moon", x + 870, y + 170, 92, COLORS.gold),
    cloudBank(x + 820, y + 430, 0.75, "#ffffff", 0.14),
    cloudBank(x + 930, y + 480, 0.6, "#ffffff", 0.12),
  );
  return (
    clipPath("featured-clip", rect(x, y, w, h, RADIUS)) +
    card(FEATURED, { fill: "url(#featured)", strokeOpacity: 0.16 }) +
    art +
    text("TONIGHT’S PICK", {
      x: x + 56,
      y: y + 100,
      size: TYPE.small,
      weight: "bold",
      fill: COLORS.gold,
      letterSpacing: 4,
    }) +
    text("Twinkle, Twinkle", { x: x + 56, y: y + 200, size: 70, weight: "bold", maxWidth: 680 }) +
    text("Music box · 8 min", { x: x + 56, y: y + 266, size: 42, fill: COLORS.lavender }) +
    pillButton({ x: x + 56, y: y + 320, w: 250, h: 106 }, { label: "Play", icon: "play", primary: true })
  );
}

const ROW_HEIGHT = 160;

/** One list row: thumbnail, title and details, and a play button (or a playing indicator). */
function lullabyRow(lullaby: Lullaby, y: number, playing: boolean): string {
  const thumbSize = 108;
  const middle = y + ROW_HEIGHT / 2;
  const buttonX = MARGIN + CONTENT_WIDTH - 32 - 44;
  const textX = MARGIN + 32 + thumbSize + 32;
  const maxWidth = buttonX - 44 - 24 - textX;
  const trailing = playing
    ? circleButton(buttonX, middle, 44, "equalizer", {
        fill: COLORS.gold,
        iconColor: COLORS.onGold,
        iconScale: 0.95,
      })
    : circleButton(buttonX, middle, 44, "play", { iconColor: COLORS.lavender, iconScale: 0.8 });
  return (
    thumbnail(MARGIN + 32, middle - thumbSize / 2, thumbSize, lullaby.color, lullaby.icon) +
    text(lullaby.title, {
      x: textX,
      y: middle - 6,
      size: TYPE.body,
      weight: playing ? "bold" : "regular",
      fill: playing ? COLORS.gold : COLORS.text,
      maxWidth,
    }) +
    text(lullaby.detail, { x: textX, y: middle + 46, size: TYPE.small, fill: COLORS.muted, maxWidth }) +
    trailing
  );
}

function lullabyList(top: number): string {
  const box: Box = { x: MARGIN, y: top, w: CONTENT_WIDTH, h: ROW_HEIGHT * LULLABIES.length };
  const rows = LULLABIES.map((lullaby, i) => {
    const y = top + i * ROW_HEIGHT;
    const separator = i === 0 ? "" : divider(MARGIN + 172, MARGIN + CONTENT_WIDTH - 32, y);
    return separator + lullabyRow(lullaby, y, i === 0);
  });
  return card(box) + rows.join("");
}

export function lullabiesScreen(): string {
  const listTop = FEATURED.y + FEATURED.h + 140;
  return phoneScreen({
    tab: "Lullabies",
    seed: 11,
    defs: featuredDefs(),
    title: { title: "Lullabies", subtitle: "Sweet dreams, little one", action: "search" },
    body:
      featuredCard() +
      sectionHeader(listTop - 44, "All lullabies", `${LULLABIES.length} songs`) +
      lullabyList(listTop),
  });
}
