/**
 * Text elements with a width check. Advance widths of DejaVu Sans (the font librsvg picks here) are
 * tabulated so layouts can size chips and fail loudly if a label would overflow its box.
 */
import { el, esc } from "./svg.js";
import { COLORS, FONT_FAMILY } from "./palette.js";

export type Weight = "regular" | "bold";

const CHARS =
  " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~’·…–—";

/** Advance widths in thousandths of an em, in the order of CHARS (DejaVu Sans Book and Bold). */
const ADVANCES: Readonly<Record<Weight, readonly number[]>> = {
  regular: [
    318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636,
    636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295,
    295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838,
    500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521,
    392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838, 318, 318, 1000, 500, 1000,
  ],
  bold: [
    348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696,
    696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372,
    372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838,
    500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595,
    478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838, 380, 380, 1000, 500, 1000,
  ],
};

/** Width in pixels of a single line of text. Unknown characters count as a wide glyph. */
export function textWidth(
  content: string,
  size: number,
  weight: Weight = "regular",
  letterSpacing = 0,
): number {
  const table = ADVANCES[weight];
  let units = 0;
  for (const char of content) {
    const index = CHARS.indexOf(char);
    units += index >= 0 ? (table[index] ?? 1000) : 1000;
  }
  return (units / 1000) * size + letterSpacing * [...content].length;
}

export interface TextOptions {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly weight?: Weight;
  readonly fill?: string;
  readonly anchor?: "start" | "middle" | "end";
  readonly opacity?: number;
  readonly letterSpacing?: number;
  /** Throws if the text is wider than this, so overflowing labels are caught when generating. */
  readonly maxWidth?: number;
}

/** One line of text; y is the baseline. */
export function text(content: string, options: TextOptions): string {
  const { weight = "regular", letterSpacing = 0, maxWidth } = options;
  const width = textWidth(content, options.size, weight, letterSpacing);
  if (maxWidth !== undefined && width > maxWidth) {
    throw new Error(`Text "${content}" is ${Math.round(width)} px wide, more than its ${maxWidth} px box`);
  }
  return el(
    "text",
    {
      x: options.x,
      y: options.y,
      "font-family": FONT_FAMILY,
      "font-size": options.size,
      "font-weight": weight === "bold" ? 700 : 400,
      fill: options.fill ?? COLORS.text,
      "text-anchor": options.anchor ?? "start",
      opacity: options.opacity,
      "letter-spacing": letterSpacing === 0 ? undefined : letterSpacing,
    },
    esc(content),
  );
}
