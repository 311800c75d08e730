/** Tiny SVG string builders. All numbers are rounded to 2 decimals for stable output. */

export type Attrs = Record<string, string | number | undefined>;
export type Pt = readonly [number, number];

export function num(v: number): string {
  const r = Math.round(v * 100) / 100;
  return r === 0 ? '0' : String(r);
}

export function el(tag: string, attrs: Attrs, inner?: string): string {
  let out = `<${tag}`;
  const { opacity, ...rest } = attrs;
  // group opacity makes librsvg composite an offscreen layer per element, which is slow;
  // on a single shape fill-/stroke-opacity looks the same and renders much faster
  const all: Attrs = opacity === undefined || tag === 'g'
    ? attrs
    : { ...rest, 'fill-opacity': opacity, 'stroke-opacity': rest.stroke === undefined ? undefined : opacity };
  for (const [k, v] of Object.entries(all)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? num(v) : v}"`;
  }
  return inner === undefined ? `${out}/>` : `${out}>${inner}</${tag}>`;
}

/** Path data from commands and numbers. */
export function d(...parts: ReadonlyArray<string | number>): string {
  return parts.map((p) => (typeof p === 'number' ? num(p) : p)).join(' ');
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra });

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string =>
  el('rect', { x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...extra });

export const path = (data: string, fill: string, extra: Attrs = {}): string => el('path', { d: data, fill, ...extra });

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}): string =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });

export function polygon(points: readonly Pt[]): string {
  return `${points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${num(p[0])} ${num(p[1])}`).join(' ')} Z`;
}

export const rotate = (deg: number, cx: number, cy: number): string => `rotate(${num(deg)} ${num(cx)} ${num(cy)})`;

/** Smooth closed curve through points (Catmull-Rom converted to cubic Bezier). */
export function smoothClosed(points: readonly Pt[]): string {
  const n = points.length;
  const p = (i: number): Pt => points[((i % n) + n) % n] as Pt;
  let out = `M ${num(p(0)[0])} ${num(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    out += ` C ${num(p1[0] + (p2[0] - p0[0]) / 6)} ${num(p1[1] + (p2[1] - p0[1]) / 6)} ${num(p2[0] - (p3[0] - p1[0]) / 6)} ${num(p2[1] - (p3[1] - p1[1]) / 6)} ${num(p2[0])} ${num(p2[1])}`;
  }
  return `${out} Z`;
}

/** Smooth open curve through points; returns only the segment commands after an initial M. */
export function smoothOpen(points: readonly Pt[]): string {
  const n = points.length;
  const p = (i: number): Pt => points[Math.min(n - 1, Math.max(0, i))] as Pt;
  let out = `M ${num(p(0)[0])} ${num(p(0)[1])}`;
  for (let i = 0; i < n - 1; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    out += ` C ${num(p1[0] + (p2[0] - p0[0]) / 6)} ${num(p1[1] + (p2[1] - p0[1]) / 6)} ${num(p2[0] - (p3[0] - p1[0]) / 6)} ${num(p2[1] - (p3[1] - p1[1]) / 6)} ${num(p2[0])} ${num(p2[1])}`;
  }
  return out;
}

export function linearGradient(id: string, stops: ReadonlyArray<readonly [number, string, number?]>, vertical = true): string {
  const inner = stops
    .map(([o, c, a]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': a }))
    .join('');
  return el('linearGradient', { id, x1: 0, y1: 0, x2: vertical ? 0 : 1, y2: vertical ? 1 : 0 }, inner);
}

export function radialGradient(id: string, stops: ReadonlyArray<readonly [number, string, number?]>): string {
  const inner = stops
    .map(([o, c, a]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': a }))
    .join('');
  return el('radialGradient', { id, cx: 0.5, cy: 0.5, r: 0.5 }, inner);
}
