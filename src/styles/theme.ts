/**
 * The one theme: colours, type, spacing, shapes and breakpoints. Components read these tokens
 * through styled-components' ThemeProvider instead of writing their own values.
 */
import { breakpoints } from "./breakpoints";

export const theme = {
  colors: {
    night: "#171a40",
    nightSoft: "#262a5c",
    indigo: "#3b3f8f",
    lavender: "#c9c6f2",
    lavenderSoft: "#eeedfb",
    gold: "#f5c46b",
    goldDeep: "#8a5a00",
    ink: "#1d2040",
    inkSoft: "#4a4d6b",
    paper: "#ffffff",
    canvas: "#f7f6fc",
    line: "#dcdaf0",
    focus: "#f5a623",
    danger: "#a11d33",
    onNight: "#ffffff",
    onNightSoft: "#d7d5f5",
  },
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
  radii: { sm: "0.5rem", md: "1rem", lg: "1.5rem", pill: "999px" },
  shadows: {
    card: "0 1px 2px rgba(23, 26, 64, 0.06), 0 8px 24px rgba(23, 26, 64, 0.08)",
    raised: "0 12px 40px rgba(23, 26, 64, 0.18)",
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
