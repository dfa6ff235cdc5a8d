/** "Play on": choosing an AirPlay or Bluetooth device, with a radar-style hero and a volume card. */
import { card, glow, iconBadge, listCard, sectionHeader, volumeCard } from "../components.js";
import { icon, type IconName } from "../icons.js";
import { phoneScreen } from "../phone.js";
import { circle } from "../svg.js";
import { text } from "../text.js";
import { COLORS, CONTENT_WIDTH, MARGIN, SCREEN_WIDTH, TYPE } from "../palette.js";

interface Device {
  readonly name: string;
  readonly kind: string;
  readonly kindIcon: IconName;
  readonly icon: IconName;
  readonly color: string;
}

const DEVICES: readonly Device[] = [
  { name: "Nursery Speaker", kind: "AirPlay", kindIcon: "airplay", icon: "homeSpeaker", color: COLORS.lilac },
  { name: "Living Room TV", kind: "AirPlay", kindIcon: "airplay", icon: "tv", color: COLORS.sky },
  { name: "Baby Monitor", kind: "Bluetooth", kindIcon: "bluetooth", icon: "babyMonitor", color: COLORS.mint },
  { name: "iPhone", kind: "This iPhone", kindIcon: "iphone", icon: "iphone", color: COLORS.peach },
];
const SELECTED = "Nursery Speaker";

const HERO = { x: SCREEN_WIDTH / 2, y: 720 } as const;

/** AirPlay glyph in a glowing gold disc, with rings and the nearby devices placed on them. */
function hero(): string {
  const rings = [150, 215, 280].map((r, i) =>
    circle(HERO.x, HERO.y, r, {
      fill: "none",
      stroke: COLORS.lavender,
      "stroke-opacity": 0.3 - i * 0.08,
      "stroke-width": 3,
    }),
  );
  const satellites: [IconName, string, number, number][] = [
    ["homeSpeaker", COLORS.lilac, 215, 208],
    ["tv", COLORS.sky, 280, 322],
    ["babyMonitor", COLORS.mint, 280, 38],
  ];
  return (
    glow(HERO.x, HERO.y, 230, COLORS.lilac, 0.25, true) +
    rings.join("") +
    satellites
      .map(([name, color, r, degrees]) => {
        const angle = (degrees * Math.PI) / 180;
        const cx = HERO.x + r * Math.cos(angle);
        const cy = HERO.y + r * Math.sin(angle);
        return iconBadge(cx, cy, 58, name, color, { iconScale: 1.35, opaque: true });
      })
      .join("") +
    glow(HERO.x, HERO.y + 20, 110, COLORS.gold, 0.45) +
    circle(HERO.x, HERO.y, 110, { fill: "url(#gold)" }) +
    icon("airplay", HERO.x, HERO.y + 4, 120, COLORS.onGold)
  );
}

const ROW_HEIGHT = 176;

function deviceRow(device: Device, y: number, selected: boolean): string {
  const middle = y + ROW_HEIGHT / 2;
  const textX = MARGIN + 40 + 104 + 36;
  const highlight = selected
    ? card(
        { x: MARGIN + 14, y: y + 14, w: CONTENT_WIDTH - 28, h: ROW_HEIGHT - 28 },
        { r: 36, fill: COLORS.lavender, fillOpacity: 0.12, strokeOpacity: 0 },
      )
    : "";
  const trailing = selected
    ? circle(MARGIN + CONTENT_WIDTH - 84, middle, 34, { fill: COLORS.gold }) +
      icon("check", MARGIN + CONTENT_WIDTH - 84, middle, 40, COLORS.onGold)
    : circle(MARGIN + CONTENT_WIDTH - 84, middle, 30, {
        fill: "none",
        stroke: COLORS.faint,
        "stroke-width": 4,
      });
  return (
    highlight +
    iconBadge(MARGIN + 40 + 52, middle, 52, device.icon, device.color, { iconScale: 1.3 }) +
    text(device.name, {
      x: textX,
      y: middle - 8,
      size: TYPE.body,
      weight: selected ? "bold" : "regular",
      maxWidth: 640,
    }) +
    icon(device.kindIcon, textX + 18, middle + 34, 36, selected ? COLORS.gold : COLORS.muted) +
    text(device.kind, {
      x: textX + 50,
      y: middle + 46,
      size: TYPE.small,
      fill: selected ? COLORS.gold : COLORS.muted,
    }) +
    trailing
  );
}

function deviceList(top: number): string {
  return listCard(top, DEVICES, ROW_HEIGHT, 180, (device, y) =>
    deviceRow(device, y, device.name === SELECTED),
  );
}

function speakerVolume(top: number): string {
  return volumeCard(top, { label: SELECTED, level: 0.6, icon: { name: "homeSpeaker", color: COLORS.lilac } });
}

export function airplayScreen(): string {
  const listTop = 1130;
  return phoneScreen({
    tab: "Settings",
    seed: 53,
    title: { title: "Play on", subtitle: "Stream to a speaker or baby monitor" },
    body:
      hero() +
      sectionHeader(listTop - 40, "Devices", `${DEVICES.length} nearby`) +
      deviceList(listTop) +
      speakerVolume(listTop + ROW_HEIGHT * DEVICES.length + 48),
  });
}
