/** "Sleep Timer": a dial with the time left, timer choices and options for stopping the sound. */
import {
  chip,
  glow,
  iconBadge,
  listCard,
  pillButton,
  sectionHeader,
  toggle,
  TOGGLE_HEIGHT,
  TOGGLE_WIDTH,
  arcPath,
} from "../components.js";
import { icon, type IconName } from "../icons.js";
import { phoneScreen } from "../phone.js";
import { circle, el, group, line, path } from "../svg.js";
import { text } from "../text.js";
import { COLORS, CONTENT_WIDTH, MARGIN, SCREEN_WIDTH, TYPE } from "../palette.js";

const DIAL = { x: SCREEN_WIDTH / 2, y: 860, r: 300 } as const;
/** Minutes left on a 60-minute dial. */
const MINUTES_LEFT = 30;

function dialDefs(): string {
  return el(
    "linearGradient",
    {
      id: "dial-arc",
      gradientUnits: "userSpaceOnUse",
      x1: DIAL.x,
      y1: DIAL.y - DIAL.r,
      x2: DIAL.x,
      y2: DIAL.y + DIAL.r,
    },
    el("stop", { offset: 0, "stop-color": COLORS.gold }) +
      el("stop", { offset: 1, "stop-color": COLORS.lilac }),
  );
}

/** Minute ticks around the inside of the dial, longer every five minutes. */
function ticks(): string {
  return Array.from({ length: 60 }, (_, i) => {
    const angle = (i / 60) * Math.PI * 2 - Math.PI / 2;
    const major = i % 5 === 0;
    const outer = DIAL.r - 44;
    const inner = outer - (major ? 26 : 12);
    return line(
      DIAL.x + inner * Math.cos(angle),
      DIAL.y + inner * Math.sin(angle),
      DIAL.x + outer * Math.cos(angle),
      DIAL.y + outer * Math.sin(angle),
      { "stroke-opacity": major ? 0.5 : 0.2, "stroke-width": major ? 5 : 3 },
    );
  }).join("");
}

function dial(): string {
  const end = (MINUTES_LEFT / 60) * 360;
  const knobAngle = ((end - 90) * Math.PI) / 180;
  const knobX = DIAL.x + DIAL.r * Math.cos(knobAngle);
  const knobY = DIAL.y + DIAL.r * Math.sin(knobAngle);
  return (
    glow(DIAL.x, DIAL.y, DIAL.r * 0.85, COLORS.lilac, 0.22, true) +
    circle(DIAL.x, DIAL.y, DIAL.r - 17, { fill: "#10133a", opacity: 0.6 }) +
    circle(DIAL.x, DIAL.y, DIAL.r, {
      fill: "none",
      stroke: "#ffffff",
      "stroke-opacity": 0.08,
      "stroke-width": 34,
    }) +
    group({ stroke: "#ffffff", "stroke-linecap": "round" }, ticks()) +
    path(arcPath(DIAL.x, DIAL.y, DIAL.r, 0, end), {
      fill: "none",
      stroke: "url(#dial-arc)",
      "stroke-width": 34,
      "stroke-linecap": "round",
    }) +
    glow(knobX, knobY, 40, COLORS.lilac, 0.6) +
    circle(knobX, knobY, 30, { fill: "#ffffff" }) +
    icon("moon", DIAL.x, DIAL.y - 150, 72, COLORS.gold) +
    text("30:00", { x: DIAL.x, y: DIAL.y + 45, size: 128, weight: "bold", anchor: "middle" }) +
    text("remaining", { x: DIAL.x, y: DIAL.y + 112, size: 42, fill: COLORS.muted, anchor: "middle" })
  );
}

const CHIP_HEIGHT = 110;
const CHIP_GAP = 24;

/** Timer lengths in a 3-column grid; "All night" spans two columns. */
function timerChoices(top: number): string {
  const column = (CONTENT_WIDTH - 2 * CHIP_GAP) / 3;
  const cells: { label: string; col: number; row: number; span: number }[] = [
    { label: "5 min", col: 0, row: 0, span: 1 },
    { label: "15 min", col: 1, row: 0, span: 1 },
    { label: "30 min", col: 2, row: 0, span: 1 },
    { label: "1 hour", col: 0, row: 1, span: 1 },
    { label: "All night", col: 1, row: 1, span: 2 },
  ];
  return cells
    .map((cell) =>
      chip(
        {
          x: MARGIN + cell.col * (column + CHIP_GAP),
          y: top + cell.row * (CHIP_HEIGHT + CHIP_GAP),
          w: column * cell.span + CHIP_GAP * (cell.span - 1),
          h: CHIP_HEIGHT,
        },
        cell.label,
        cell.label === "30 min",
      ),
    )
    .join("");
}

interface OptionRow {
  readonly title: string;
  readonly detail: string;
  readonly icon: IconName;
  readonly color: string;
  readonly on: boolean;
}

const OPTIONS: readonly OptionRow[] = [
  {
    title: "Stop when baby falls asleep",
    detail: "Listens for a quiet room",
    icon: "moon",
    color: COLORS.lilac,
    on: true,
  },
  {
    title: "Fade out gently",
    detail: "Lowers the volume over 5 min",
    icon: "volumeLow",
    color: COLORS.mint,
    on: false,
  },
];
const OPTION_HEIGHT = 160;

function optionRow(option: OptionRow, y: number): string {
  const middle = y + OPTION_HEIGHT / 2;
  const textX = MARGIN + 40 + 88 + 32;
  const toggleX = MARGIN + CONTENT_WIDTH - 40 - TOGGLE_WIDTH;
  const maxWidth = toggleX - 24 - textX;
  return (
    iconBadge(MARGIN + 40 + 44, middle, 44, option.icon, option.color, { iconScale: 1.2 }) +
    text(option.title, { x: textX, y: middle - 6, size: 44, maxWidth }) +
    text(option.detail, { x: textX, y: middle + 44, size: TYPE.small, fill: COLORS.muted, maxWidth }) +
    toggle(toggleX, middle - TOGGLE_HEIGHT / 2, option.on)
  );
}

function optionsCard(top: number): string {
  return listCard(top, OPTIONS, OPTION_HEIGHT, 160, optionRow);
}

function actions(top: number): string {
  const w = (CONTENT_WIDTH - 28) / 2;
  return (
    pillButton({ x: MARGIN, y: top, w, h: 120 }, { label: "Cancel" }) +
    pillButton({ x: MARGIN + w + 28, y: top, w, h: 120 }, { label: "Pause", icon: "pause", primary: true })
  );
}

export function sleepTimerScreen(): string {
  const choicesTop = 1340;
  const optionsTop = choicesTop + 2 * CHIP_HEIGHT + CHIP_GAP + 56;
  return phoneScreen({
    tab: "Timer",
    seed: 41,
    title: { title: "Sleep Timer", subtitle: "Sound fades out as your baby sleeps" },
    defs: dialDefs(),
    body:
      dial() +
      sectionHeader(choicesTop - 40, "Set timer", "Ends at 10:11 PM") +
      timerChoices(choicesTop) +
      optionsCard(optionsTop) +
      actions(optionsTop + OPTION_HEIGHT * OPTIONS.length + 56),
  });
}
