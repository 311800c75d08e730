/** Tiny SVG string builders. All numbers are rounded to 2 decimals for stable output. */

export type Attributes = Record<string, string | number | undefined>;
export type Point = readonly [number, number];

export function formatNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? '0' : String(rounded);
}

export function element(tag: string, attributes: Attributes, inner?: string): string {
  let out = `<${tag}`;
  const { opacity, ...rest } = attributes;
  // group opacity makes librsvg composite an offscreen layer per element, which is slow;
  // on a single shape fill-/stroke-opacity looks the same and renders much faster
  const all: Attributes = opacity === undefined || tag === 'g'
    ? attributes
    : { ...rest, 'fill-opacity': opacity, 'stroke-opacity': rest.stroke === undefined ? undefined : opacity };
  for (const [name, value] of Object.entries(all)) {
    if (value === undefined) continue;
    out += ` ${name}="${typeof value === 'number' ? formatNumber(value) : value}"`;
  }
  return inner === undefined ? `${out}/>` : `${out}>${inner}</${tag}>`;
}

/** Path data from commands and numbers. */
export function pathData(...parts: ReadonlyArray<string | number>): string {
  return parts.map((part) => (typeof part === 'number' ? formatNumber(part) : part)).join(' ');
}

export const circle = (cx: number, cy: number, radius: number, fill: string, extra: Attributes = {}): string =>
  element('circle', { cx, cy, r: radius, fill, ...extra });

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attributes = {}): string =>
  element('rect', { x, y, width: Math.max(0, width), height: Math.max(0, height), fill, ...extra });

export const path = (data: string, fill: string, extra: Attributes = {}): string => element('path', { d: data, fill, ...extra });

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attributes = {}): string =>
  element('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });

export function polygon(points: readonly Point[]): string {
  return `${points.map((point, i) => `${i === 0 ? 'M' : 'L'} ${formatNumber(point[0])} ${formatNumber(point[1])}`).join(' ')} Z`;
}

export const rotate = (degrees: number, cx: number, cy: number): string => `rotate(${formatNumber(degrees)} ${formatNumber(cx)} ${formatNumber(cy)})`;

/** One cubic Bezier segment of a Catmull-Rom curve from `from` to `to`. */
function catmullRomSegment(before: Point, from: Point, to: Point, after: Point): string {
  return ` C ${formatNumber(from[0] + (to[0] - before[0]) / 6)} ${formatNumber(from[1] + (to[1] - before[1]) / 6)} ${formatNumber(to[0] - (after[0] - from[0]) / 6)} ${formatNumber(to[1] - (after[1] - from[1]) / 6)} ${formatNumber(to[0])} ${formatNumber(to[1])}`;
}

/** Smooth closed curve through points (Catmull-Rom converted to cubic Bezier). */
export function smoothClosed(points: readonly Point[]): string {
  const count = points.length;
  const at = (i: number): Point => points[((i % count) + count) % count] as Point;
  let out = `M ${formatNumber(at(0)[0])} ${formatNumber(at(0)[1])}`;
  for (let i = 0; i < count; i++) out += catmullRomSegment(at(i - 1), at(i), at(i + 1), at(i + 2));
  return `${out} Z`;
}

/** Smooth open curve through points, starting with its M command. */
export function smoothOpen(points: readonly Point[]): string {
  const count = points.length;
  const at = (i: number): Point => points[Math.min(count - 1, Math.max(0, i))] as Point;
  let out = `M ${formatNumber(at(0)[0])} ${formatNumber(at(0)[1])}`;
  for (let i = 0; i < count - 1; i++) out += catmullRomSegment(at(i - 1), at(i), at(i + 1), at(i + 2));
  return out;
}

/** A gradient stop: offset, colour and optional opacity. */
type GradientStop = readonly [number, string, number?];

const gradientStops = (stops: readonly GradientStop[]): string =>
  stops.map(([offset, colour, opacity]) => element('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity })).join('');

/** A top-to-bottom gradient. */
export function linearGradient(id: string, stops: readonly GradientStop[]): string {
  return element('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 }, gradientStops(stops));
}

export function radialGradient(id: string, stops: readonly GradientStop[]): string {
  return element('radialGradient', { id, cx: 0.5, cy: 0.5, r: 0.5 }, gradientStops(stops));
}
