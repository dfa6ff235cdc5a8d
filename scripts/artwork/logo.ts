/**
 * The Camelback Digital logo: Camelback Mountain (the camel's head on the left, the hump on the
 * right, as seen from Scottsdale) under a gold crescent moon, in a rounded night-sky badge. The
 * corners outside the badge stay transparent. No text: the site shows the name beside it.
 */
import { crescentMoon } from "./components.js";
import { icon } from "./icons.js";
import { circle, clipPath, group, linearGradient, path, radialGradient, rect, svgDocument } from "./svg.js";
import { COLORS } from "./palette.js";

export const LOGO_SIZE = 512;

const BADGE = { x: 16, y: 16, size: 480, r: 112 } as const;

/** The mountain's ridge from west to east: head, neck saddle, then the big hump. */
const RIDGE =
  "M16 392 C56 384 84 352 116 334 C140 320 166 318 184 330 C198 340 206 352 222 352 " +
  "C240 352 252 326 270 298 C292 262 318 238 350 238 C384 238 410 270 432 300 C452 326 474 346 496 356";

function defs(): string {
  return [
    linearGradient("logo-sky", [
      { offset: 0, color: "#2e3378" },
      { offset: 0.55, color: COLORS.indigo },
      { offset: 1, color: "#12153a" },
    ]),
    radialGradient("logo-haze", [
      { offset: 0, color: "#8f86e6", opacity: 0.5 },
      { offset: 1, color: "#8f86e6", opacity: 0 },
    ]),
    linearGradient("logo-mountain", [
      { offset: 0, color: "#b8b1f4" },
      { offset: 1, color: "#5a539f" },
    ]),
    linearGradient("logo-hills", [
      { offset: 0, color: "#3b3680" },
      { offset: 1, color: "#1e1c4d" },
    ]),
    clipPath("logo-badge", rect(BADGE.x, BADGE.y, BADGE.size, BADGE.size, BADGE.r)),
  ].join("");
}

function stars(): string {
  const sparkles: [number, number, number][] = [
    [392, 112, 34],
    [438, 186, 18],
    [300, 92, 16],
  ];
  return (
    sparkles.map(([x, y, size]) => icon("sparkle", x, y, size, "#ffffff")).join("") +
    group(
      { fill: "#ffffff", opacity: 0.7 },
      circle(250, 150, 3.5),
      circle(338, 176, 3),
      circle(96, 250, 3),
      circle(448, 252, 3.5),
      circle(226, 218, 2.5),
    )
  );
}

export function logoSvg(): string {
  const body = group(
    { "clip-path": "url(#logo-badge)" },
    rect(BADGE.x, BADGE.y, BADGE.size, BADGE.size, 0, { fill: "url(#logo-sky)" }),
    circle(170, 160, 220, { fill: "url(#logo-haze)" }),
    stars(),
    crescentMoon("logo-moon", 166, 162, 84, COLORS.gold),
    path("M360 360 C400 318 440 290 496 280 L496 496 L360 496 Z", { fill: "#4d4898", opacity: 0.85 }),
    path(`${RIDGE} L496 496 L16 496 Z`, { fill: "url(#logo-mountain)" }),
    path(RIDGE, {
      fill: "none",
      stroke: COLORS.gold,
      "stroke-width": 7,
      "stroke-linecap": "round",
      opacity: 0.9,
    }),
    path("M16 430 C110 404 200 432 290 420 C380 408 440 418 496 430 L496 496 L16 496 Z", {
      fill: "url(#logo-hills)",
    }),
  );
  const rim = rect(BADGE.x + 2, BADGE.y + 2, BADGE.size - 4, BADGE.size - 4, BADGE.r - 2, {
    fill: "none",
    stroke: "#ffffff",
    "stroke-opacity": 0.12,
    "stroke-width": 4,
  });
  return svgDocument(LOGO_SIZE, LOGO_SIZE, defs(), body + rim);
}
