/** Canvas size, palette and type scale shared by the logo and every screenshot. */

/** iPhone portrait screenshot size (6.1-inch display at 3x). */
export const SCREEN_WIDTH = 1170;
export const SCREEN_HEIGHT = 2532;

/** Side margin of the screen content. */
export const MARGIN = 64;
/** Width of full-width content between the side margins. */
export const CONTENT_WIDTH = SCREEN_WIDTH - 2 * MARGIN;
/** Corner radius of cards and tiles. */
export const RADIUS = 48;

/** Top of the tab bar; content ends above it. */
export const TAB_BAR_TOP = 2283;
/** Top of the content below the large title. */
export const CONTENT_TOP = 430;

/** System fonts present on the build machine, rendered by librsvg through fontconfig. */
export const FONT_FAMILY = "DejaVu Sans, Liberation Sans, sans-serif";

export const COLORS = {
  /** Night sky: the brand's deep indigo and darker shades for backgrounds. */
  indigo: "#1b1f4a",
  indigoLight: "#2b3070",
  night: "#0b0d26",
  /** Opaque base of cards and badges, so stars behind them never show through. */
  surface: "#181c49",
  /** Text. */
  text: "#f4f2ff",
  muted: "#aeaad8",
  faint: "#7d79ad",
  /** Accents. */
  lavender: "#c3bdf7",
  gold: "#f5c46b",
  goldDeep: "#e8a94a",
  onGold: "#241c3d",
  /** Soft pastels for tiles, thumbnails and icons. */
  sky: "#8ec5ff",
  teal: "#7fd8e0",
  mint: "#9fe3c9",
  lilac: "#c7a6ff",
  rose: "#f4a7c0",
  peach: "#ffc59e",
  sand: "#d9a97f",
} as const;

export const TYPE = {
  title: 100,
  heading: 52,
  body: 46,
  caption: 38,
  small: 34,
  tab: 32,
} as const;
