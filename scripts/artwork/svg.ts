/**
 * Tiny SVG string builders used by the artwork generator. Everything returns plain strings so the
 * pictures can be composed with ordinary functions and template literals.
 */

export type AttrValue = string | number | undefined;
export type Attrs = Readonly<Record<string, AttrValue>>;

/** Escapes text and attribute values for XML. */
export function esc(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Formats a number compactly (at most two decimals) so the SVG stays small and stable. */
function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? num(value) : esc(value)}"`)
    .join("");
}

/** One element; self-closing when it has no children. */
export function el(tag: string, values: Attrs, children?: string): string {
  return children === undefined
    ? `<${tag}${attrs(values)}/>`
    : `<${tag}${attrs(values)}>${children}</${tag}>`;
}

export function group(values: Attrs, ...children: string[]): string {
  return el("g", values, children.join(""));
}

export function rect(x: number, y: number, w: number, h: number, r: number, extra: Attrs = {}): string {
  return el("rect", { x, y, width: w, height: h, rx: r, ...extra });
}

export function circle(cx: number, cy: number, r: number, extra: Attrs = {}): string {
  return el("circle", { cx, cy, r, ...extra });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, extra: Attrs = {}): string {
  return el("ellipse", { cx, cy, rx, ry, ...extra });
}

export function path(d: string, extra: Attrs = {}): string {
  return el("path", { d, ...extra });
}

export function line(x1: number, y1: number, x2: number, y2: number, extra: Attrs = {}): string {
  return el("line", { x1, y1, x2, y2, ...extra });
}

/** Attributes for a rounded outline stroke. */
export function strokeStyle(color: string, width: number, opacity?: number): Attrs {
  return {
    fill: "none",
    stroke: color,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    opacity,
  };
}

export interface Stop {
  readonly offset: number;
  readonly color: string;
  readonly opacity?: number;
}

function stops(list: readonly Stop[]): string {
  return list
    .map((stop) =>
      el("stop", { offset: stop.offset, "stop-color": stop.color, "stop-opacity": stop.opacity }),
    )
    .join("");
}

/** A linear gradient in bounding-box units; the default runs top to bottom. */
export function linearGradient(
  id: string,
  list: readonly Stop[],
  direction: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = direction;
  return el("linearGradient", { id, x1, y1, x2, y2 }, stops(list));
}

/** A radial gradient in bounding-box units. */
export function radialGradient(
  id: string,
  list: readonly Stop[],
  shape: { cx?: number; cy?: number; r?: number } = {},
): string {
  const { cx = 0.5, cy = 0.5, r = 0.5 } = shape;
  return el("radialGradient", { id, cx, cy, r }, stops(list));
}

/** A Gaussian blur filter, used for soft glows behind moons, buttons and dials. */
export function blurFilter(id: string, deviation: number): string {
  return el(
    "filter",
    { id, x: "-50%", y: "-50%", width: "200%", height: "200%" },
    el("feGaussianBlur", { stdDeviation: deviation }),
  );
}

/** A clip path with the given id from one or more shapes. */
export function clipPath(id: string, ...shapes: string[]): string {
  return el("clipPath", { id }, shapes.join(""));
}

/** A complete SVG document of the given pixel size. */
export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
  );
}
