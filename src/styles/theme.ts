/**
 * The one theme: colours, type, spacing, shapes and breakpoints. Components read these tokens
 * through styled-components' ThemeProvider instead of writing their own values.
 *
 * Colours come in two schemes, light and dark, chosen by the visitor's system setting with CSS
 * alone: each colour token is a custom property (`theme.colors.ink` is `var(--color-ink)`), set once
 * per scheme on `:root` (COLOR_SCHEME_RULES), so components name a token and never the scheme.
 */
import { breakpoints } from "./breakpoints";

/**
 * Each colour by the part it plays, as [light, dark]. In light, the night surfaces are bands darker
 * than the page; in dark, the page is the darkest surface and the night ones are lit above it, so
 * that the header, the contact band, the footer and the App Store tile stand apart in both.
 */
const COLORS = {
  /** The night surfaces of both schemes: header, footer, banners, the App Store tile. */
  night: ["#171a40", "#262a5c"],
  nightSoft: ["#262a5c", "#343a7a"],
  /** Where the banners' night sky fades to. */
  twilight: ["#3b3f8f", "#2e3280"],
  onNight: ["#ffffff", "#ffffff"],
  onNightSoft: ["#d7d5f5", "#d7d5f5"],
  /** Badges' outlines and fills, and the header's edge, on night surfaces. */
  onNightLine: ["rgba(255, 255, 255, 0.25)", "rgba(255, 255, 255, 0.25)"],
  onNightTint: ["rgba(255, 255, 255, 0.08)", "rgba(255, 255, 255, 0.08)"],
  gold: ["#f5c46b", "#f5c46b"],
  /** The App Store mark's sky, over twilight. */
  sky: ["#5b8cff", "#5b8cff"],
  glowLavender: ["rgba(201, 198, 242, 0.25)", "rgba(201, 198, 242, 0.16)"],
  glowGold: ["rgba(245, 196, 107, 0.18)", "rgba(245, 196, 107, 0.12)"],
  /** The shadow of a picture lifted off a night banner. */
  shade: ["rgba(0, 0, 0, 0.4)", "rgba(0, 0, 0, 0.5)"],
  /** The page, its cards and form, its tinted bands and its chips. */
  canvas: ["#f7f6fc", "#0c0e22"],
  paper: ["#ffffff", "#1a1d45"],
  tint: ["#eeedfb", "#11142d"],
  chip: ["#eeedfb", "#2a2e66"],
  line: ["#dcdaf0", "#33376e"],
  ink: ["#1d2040", "#ecebfb"],
  inkSoft: ["#4a4d6b", "#b9b7dc"],
  /** Links, eyebrows and controls on the page's surfaces; filled buttons and their text. */
  accent: ["#3b3f8f", "#b7b3ff"],
  accentHover: ["#171a40", "#dcd9ff"],
  onAccent: ["#ffffff", "#171a40"],
  /** The form's hint and error texts. */
  hint: ["#8a5a00", "#f5c46b"],
  danger: ["#a11d33", "#ff8fa0"],
  focus: ["#f5a623", "#f5a623"],
  selection: ["#c9c6f2", "#3b3f8f"],
  shadowSoft: ["rgba(23, 26, 64, 0.06)", "rgba(0, 0, 0, 0.25)"],
  shadow: ["rgba(23, 26, 64, 0.08)", "rgba(0, 0, 0, 0.3)"],
  shadowStrong: ["rgba(23, 26, 64, 0.18)", "rgba(0, 0, 0, 0.5)"],
  /** Around screenshots: seen only where a dark screenshot meets a dark page. */
  frame: ["transparent", "#3a3f7a"],
} as const satisfies Record<string, readonly [light: string, dark: string]>;

export type ColorToken = keyof typeof COLORS;

type Scheme = Record<ColorToken, string>;
const scheme = (index: 0 | 1) =>
  Object.fromEntries(Object.entries(COLORS).map(([token, values]) => [token, values[index]])) as Scheme;

/** Each scheme's colour values, for what cannot read a custom property (the web app manifest). */
export const palette = { light: scheme(0), dark: scheme(1) } as const;

/** A token's custom property: `inkSoft` → `--color-ink-soft`. */
const property = (token: string) => `--color-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

const declarations = (values: Scheme) =>
  Object.entries(values)
    .map(([token, value]) => `${property(token)}: ${value};`)
    .join(" ");

/**
 * The colour tokens' values, light by default and dark where the system asks for it; `color-scheme`
 * lets form controls and scrollbars follow.
 */
export const COLOR_SCHEME_RULES = `:root { color-scheme: light dark; ${declarations(palette.light)} }
@media (prefers-color-scheme: dark) { :root { ${declarations(palette.dark)} } }`;

const colors = Object.fromEntries(Object.keys(COLORS).map((token) => [token, `var(${property(token)})`])) as {
  readonly [Token in ColorToken]: string;
};

export const theme = {
  colors,
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  },
  /** A modular type scale, in rem. */
  fontSizes: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "1.75rem",
    display: "clamp(2rem, 1.4rem + 2.6vw, 3.25rem)",
    title: "clamp(1.6rem, 1.3rem + 1.4vw, 2.25rem)",
  },
  fontWeights: { medium: 500, bold: 700 },
  lineHeights: { tight: 1.2, body: 1.6 },
  /** A 4 px spacing scale, in rem. */
  space: {
    xxs: "0.25rem",
    xs: "0.5rem",
    sm: "0.75rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    section: "clamp(3.5rem, 2.5rem + 4vw, 6rem)",
  },
  radii: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", pill: "999px" },
  shadows: {
    card: `0 1px 2px ${colors.shadowSoft}, 0 8px 24px ${colors.shadow}`,
    raised: `0 12px 40px ${colors.shadowStrong}`,
    /** A screenshot's edge, before its shadow: seen only where the page is as dark as the picture. */
    frame: `0 0 0 1px ${colors.frame}`,
  },
  /** The night surfaces' skies, from their top left: the banners', the App Store tile's, an app's cover. */
  gradients: {
    sky: `linear-gradient(160deg, ${colors.night}, ${colors.twilight})`,
    tile: `linear-gradient(160deg, ${colors.night}, ${colors.nightSoft})`,
    cover: `linear-gradient(160deg, ${colors.twilight}, ${colors.night})`,
  },
  layout: {
    maxWidth: "72rem",
    narrowWidth: "44rem",
    /** The fixed header's height; sections scroll to just below it. */
    headerHeight: "4rem",
    gutter: "clamp(1rem, 0.5rem + 2.5vw, 2rem)",
    /** The narrowest a product card gets in a grid of several, before the grid drops a column. */
    cardMinWidth: "20rem",
    /** The widest a column of running text gets: a comfortable line length. */
    measure: "40rem",
    /** A card's screenshots: a phone screen's width at most (240 px, what their images are made for). */
    screenshotWidth: "15rem",
    /** A screenshot's shape: a portrait phone screen, as content/screenshots.yaml asks for them. */
    screenshotAspect: "1170 / 2532",
    /** The least a control measures each way, for a finger (44 px). */
    touchTarget: "2.75rem",
  },
  /** Media queries, mobile first: `${({ theme }) => theme.media.md} { … }`. */
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    /**
     * A card wide enough for two columns, whatever the viewport: cards sit in grids of one to
     * several columns, so they ask their own width (ProductCard is the `card` container).
     */
    wideCard: "@container card (min-width: 36rem)",
    reducedMotion: "@media (prefers-reduced-motion: reduce)",
    motionOk: "@media (prefers-reduced-motion: no-preference)",
  },
  transitions: { fast: "150ms ease", slow: "600ms ease" },
} as const;

export type Theme = typeof theme;
