/** Viewport widths where layouts change, in CSS pixels (mobile first: "from this width up"). */
export const breakpoints = {
  /** Large phones and up. */
  sm: 480,
  /** Tablets and up: two-column layouts start here; the header shows its links in the bar. */
  md: 768,
  /** Desktops: the quote tile appears. */
  lg: 1024,
} as const;
