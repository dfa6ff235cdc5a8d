/** "Now Playing": artwork of a moon over clouds, the track, progress, transport controls and outputs. */
import {
  card,
  circleButton,
  cloudBank,
  crescentMoon,
  glow,
  pillButton,
  slider,
  starField,
  volumeSlider,
  type Box,
} from "../components.js";
import { icon } from "../icons.js";
import { phoneScreen } from "../phone.js";
import { seededRandom } from "../random.js";
import { clipPath, group, linearGradient, rect } from "../svg.js";
import { text } from "../text.js";
import { COLORS, MARGIN, SCREEN_WIDTH, TYPE } from "../palette.js";

const SIDE = 135;
const WIDTH = SCREEN_WIDTH - 2 * SIDE;
const ART: Box = { x: SIDE, y: 350, w: WIDTH, h: WIDTH };
const ART_RADIUS = 64;

function artDefs(): string {
  return (
    linearGradient("art-sky", [
      { offset: 0, color: "#4b45a6" },
      { offset: 0.6, color: "#2d2f80" },
      { offset: 1, color: "#1f2263" },
    ]) + clipPath("art-clip", rect(ART.x, ART.y, ART.w, ART.h, ART_RADIUS))
  );
}

/** Header: close chevron, "Now Playing" with its source, and a more button. */
function header(): string {
  const y = 240;
  return (
    circleButton(MARGIN + 50, y, 50, "chevronDown", { iconScale: 0.8 }) +
    text("Now Playing", { x: SCREEN_WIDTH / 2, y: y - 6, size: 44, weight: "bold", anchor: "middle" }) +
    text("From Lullabies", {
      x: SCREEN_WIDTH / 2,
      y: y + 44,
      size: TYPE.small,
      fill: COLORS.muted,
      anchor: "middle",
    }) +
    circleButton(SCREEN_WIDTH - MARGIN - 50, y, 50, "ellipsis", { iconScale: 0.8 })
  );
}

/** The track artwork: a crescent moon glowing over layers of soft clouds. */
function artwork(): string {
  const moonX = ART.x + 600;
  const moonY = ART.y + 300;
  return (
    glow(ART.x + ART.w / 2, ART.y + ART.h / 2 + 40, ART.w * 0.45, COLORS.lilac, 0.35, true) +
    group(
      { "clip-path": "url(#art-clip)" },
      rect(ART.x, ART.y, ART.w, ART.h, 0, { fill: "url(#art-sky)" }),
      starField(seededRandom(3), { x: ART.x + 30, y: ART.y + 30, w: ART.w - 60, h: 520 }, 40, 4),
      glow(moonX, moonY, 210, COLORS.lavender, 0.35, true),
      crescentMoon("art-moon", moonX, moonY, 150, COLORS.gold),
      cloudBank(ART.x + 300, ART.y + 640, 1.1, "#b9b2f2", 0.25),
      cloudBank(ART.x + 720, ART.y + 730, 1.3, "#cfc9ff", 0.35),
      cloudBank(ART.x + 280, ART.y + 840, 1.5, "#e9e6ff", 1),
      cloudBank(ART.x + 780, ART.y + 900, 1.2, "#f4f2ff", 1),
    ) +
    card(ART, { r: ART_RADIUS, fill: "none", strokeOpacity: 0.14 })
  );
}

function trackInfo(y: number): string {
  return (
    text("Brahms’ Lullaby", { x: SIDE, y, size: 80, weight: "bold", maxWidth: WIDTH - 110 }) +
    text("Gentle piano · 12 min", { x: SIDE, y: y + 68, size: TYPE.body, fill: COLORS.muted }) +
    icon("heart", SIDE + WIDTH - 40, y - 26, 68, COLORS.rose)
  );
}

function progress(y: number): string {
  return (
    slider({ x: SIDE, y, w: WIDTH, value: 0.35, thickness: 12 }) +
    text("4:12", { x: SIDE, y: y + 70, size: TYPE.small, fill: COLORS.muted }) +
    text("-7:48", { x: SIDE + WIDTH, y: y + 70, size: TYPE.small, fill: COLORS.muted, anchor: "end" })
  );
}

function transport(y: number): string {
  const cx = SCREEN_WIDTH / 2;
  return (
    icon("repeat", SIDE + 30, y, 60, COLORS.faint) +
    icon("previous", cx - 270, y, 110, COLORS.text) +
    circleButton(cx, y, 120, "pause", {
      fill: "url(#gold)",
      iconColor: COLORS.onGold,
      iconScale: 0.8,
      glowColor: COLORS.gold,
    }) +
    icon("next", cx + 270, y, 110, COLORS.text) +
    icon("moon", SIDE + WIDTH - 30, y, 60, COLORS.faint)
  );
}

/** Small buttons for the sleep timer and the AirPlay output. */
function outputs(y: number): string {
  const gap = 28;
  const timerWidth = 340;
  return (
    pillButton({ x: SIDE, y, w: timerWidth, h: 104 }, { label: "30:00", icon: "clock", size: 38 }) +
    pillButton(
      { x: SIDE + timerWidth + gap, y, w: WIDTH - timerWidth - gap, h: 104 },
      { label: "Nursery Speaker", icon: "airplay", size: 38 },
    )
  );
}

export function nowPlayingScreen(): string {
  const infoY = ART.y + ART.h + 120;
  return phoneScreen({
    tab: "Lullabies",
    seed: 67,
    avoid: [{ x: 0, y: 150, w: SCREEN_WIDTH, h: 200 }],
    defs: artDefs(),
    body:
      header() +
      artwork() +
      trackInfo(infoY) +
      progress(infoY + 130) +
      transport(infoY + 340) +
      volumeSlider(SIDE, infoY + 530, WIDTH, 0.6) +
      outputs(infoY + 620),
  });
}
