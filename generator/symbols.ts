/** The nested geometric frame and punctuation marks (#, ;, &, |, !) drawn as shapes, never text. */
import { luminance, mix } from './color.ts';
import { type Ctx, count, panelPath } from './scene.ts';
import type { Mark } from './words.ts';
import { circle, d, el, path, rotate, smoothOpen } from './svg.ts';

export function drawFrame(ctx: Ctx): void {
  const { W, H, s, pal, panel: p } = ctx;
  const out = ctx.layers.over;
  const strong = ctx.onDark ? mix(pal.accent, pal.light, 0.1) : pal.accent;
  const quiet = ctx.onDark ? mix(pal.light, pal.fourth, 0.35) : mix(pal.ink, pal.fourth, 0.35);
  const rx = ctx.persp === 'memory_capturers' ? s * 0.05 : ctx.persp === 'content_creators' ? s * 0.018 : 0;
  const frame = (inset: number, stroke: string, width: number, extra: Record<string, string | number> = {}): string =>
    el('rect', { x: inset, y: inset, width: W - 2 * inset, height: H - 2 * inset, rx: Math.max(0, rx - inset * 0.2), fill: 'none', stroke, 'stroke-width': width, ...extra });
  const main = s * 0.062;
  out.push(frame(main, strong, s * (ctx.t < 0.2 ? 0.014 : 0.008)));
  if (ctx.t >= 0.2) out.push(frame(s * 0.04, quiet, s * 0.003));
  if (ctx.t >= 0.6) {
    const inner = s * 0.088;
    out.push(frame(inner, quiet, s * 0.0025, {
      'stroke-dasharray': `${Math.round(s * 0.012)} ${Math.round(s * 0.008)}`,
      ...(ctx.persp === 'content_creators' ? { transform: rotate(0.8, W / 2, H / 2) } : {}),
    }));
  }
  if (ctx.t >= 0.4) {
    const c = s * 0.018;
    for (const [x, y] of [[main, main], [W - main, main], [W - main, H - main], [main, H - main]] as const) {
      if (ctx.persp === 'startup_founders') out.push(el('rect', { x: x - c, y: y - c, width: 2 * c, height: 2 * c, fill: pal.warm, stroke: strong, 'stroke-width': s * 0.004 }));
      else if (ctx.persp === 'content_creators') out.push(el('rect', { x: x - c, y: y - c, width: 2 * c, height: 2 * c, fill: pal.warm, transform: rotate(45, x, y) }));
      else out.push(circle(x, y, c * 1.1, pal.warm, { stroke: strong, 'stroke-width': s * 0.004 }));
    }
  }
  // studs along the outer frame line
  const studs = count(ctx, 0, 32, 0.6);
  const o = s * 0.04;
  const perSide = Math.max(1, Math.ceil(studs / 4));
  for (let i = 0; i < studs; i++) {
    const side = i % 4;
    const u = (Math.floor(i / 4) + 1) / (perSide + 1);
    const [x, y] = side === 0 ? [W * u, o] : side === 1 ? [W - o, H * u] : side === 2 ? [W * (1 - u), H - o] : [o, H * (1 - u)];
    const c = s * 0.005;
    if (ctx.persp === 'memory_capturers') out.push(circle(x, y, c, strong));
    else out.push(el('rect', { x: x - c, y: y - c, width: 2 * c, height: 2 * c, fill: strong, transform: rotate(45, x, y) }));
  }
  // a thin inner frame inside the panel
  if (ctx.t >= 0.3) ctx.layers.texture.push(path(panelPath(p, -s * 0.025), 'none', { stroke: pal.light, 'stroke-width': s * 0.003, opacity: 0.75 }));
}

const circ = (x: number, y: number, r: number): string => `M ${x - r} ${y} a ${r} ${r} 0 1 1 ${2 * r} 0 a ${r} ${r} 0 1 1 ${-2 * r} 0 Z`;

/** Unit-size mark shapes (roughly within a radius of 1). */
function markShape(mark: Mark, colour: string): string {
  switch (mark) {
    case '#': {
      const bars = [
        'M -0.3 -0.85 L -0.08 -0.85 L -0.3 0.85 L -0.52 0.85 Z',
        'M 0.3 -0.85 L 0.52 -0.85 L 0.3 0.85 L 0.08 0.85 Z',
        'M -0.8 -0.4 L 0.85 -0.4 L 0.85 -0.2 L -0.8 -0.2 Z',
        'M -0.85 0.2 L 0.8 0.2 L 0.8 0.4 L -0.85 0.4 Z',
      ];
      return path(bars.join(' '), colour);
    }
    case ';':
      return path(`${circ(0, -0.5, 0.2)} ${circ(0, 0.3, 0.21)} M 0.2 0.32 Q 0.22 0.78 -0.2 0.98 L -0.26 0.88 Q 0.02 0.7 -0.02 0.5 Z`, colour);
    case '&': {
      const pts = [[0.82, 0.92], [0.25, 0.38], [-0.2, -0.12], [-0.32, -0.55], [-0.02, -0.86], [0.28, -0.58], [0.05, -0.22], [-0.45, 0.22], [-0.5, 0.66], [-0.08, 0.92], [0.4, 0.66], [0.72, 0.18]] as const;
      return path(smoothOpen(pts), 'none', { stroke: colour, 'stroke-width': 0.2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
    }
    case '|':
      return el('rect', { x: -0.12, y: -0.95, width: 0.24, height: 1.9, rx: 0.12, fill: colour });
    case '!':
      return path(`M -0.18 -0.85 Q 0 -0.98 0.18 -0.85 L 0.08 0.36 L -0.08 0.36 Z ${circ(0, 0.72, 0.16)}`, colour);
  }
}

export function drawMarks(ctx: Ctx, hero: boolean): void {
  const { panel: p, pal, s } = ctx;
  const marks = ctx.marks;
  if (marks.length === 0) return;
  const out = hero ? ctx.layers.front : ctx.layers.over;
  const n = marks.length;
  const R = hero ? Math.min(p.h * (n <= 2 ? 0.25 : 0.18), p.w / (n * 3.1)) : s * 0.055;
  const gap = R * (hero ? 2.5 : 2.4);
  const vr = ctx.rng('marks');
  const shift = vr.int(0, 4);
  const jx = hero ? p.w * vr.range(-0.06, 0.06) : 0;
  const jy = hero ? p.h * vr.range(-0.08, 0.06) : 0;
  const cx0 = hero ? p.x + p.w / 2 - (gap * (n - 1)) / 2 + jx : p.x + p.w - R * 1.6 - gap * (n - 1);
  const cy = hero ? p.y + p.h * 0.5 + jy : p.y + p.h - R * 1.5;
  const fills = [pal.accent, pal.second, pal.fourth, pal.third, pal.warm];
  if (hero) {
    // a quiet stage for the marks
    const span = gap * (n - 1) + R * 2;
    out.push(el('ellipse', { cx: p.x + p.w / 2 + jx, cy, rx: Math.min(p.w * 0.46, Math.max(span * 0.62, p.w * 0.3)), ry: Math.min(p.h * 0.42, R * 2.2), fill: pal.accent, opacity: 0.1 }));
    const ly = Math.min(cy + R * 1.6, p.y + p.h * 0.88);
    if (ctx.persp === 'startup_founders') out.push(el('rect', { x: cx0 - R, y: ly, width: span, height: R * 0.12, fill: pal.ink }));
    else if (ctx.persp === 'content_creators') out.push(path(`M ${d(cx0 - R, ly)} q ${d(span / 4, -R * 0.5, span / 2, 0)} t ${d(span / 2, 0)}`, 'none', { stroke: pal.warm, 'stroke-width': R * 0.14, 'stroke-linecap': 'round' }));
    else out.push(path(`M ${d(cx0 - R, ly)} Q ${d(cx0 - R + span / 2, ly + R * 0.6, cx0 - R + span, ly)}`, 'none', { stroke: pal.warm, 'stroke-width': R * 0.14, 'stroke-linecap': 'round' }));
  }
  marks.forEach((m, i) => {
    const x = cx0 + gap * i;
    const y = cy + (hero && ctx.persp === 'content_creators' ? (i % 2 ? -1 : 1) * R * 0.25 : 0);
    const fill = fills[(i + shift) % fills.length]!;
    if (ctx.t >= 0.3) out.push(circle(x + R * 0.08, y + R * 0.12, R, pal.ink, { opacity: 0.18 }));
    out.push(circle(x, y, R, fill, ctx.t >= 0.2 ? { stroke: pal.light, 'stroke-width': R * 0.08 } : {}));
    const tilt = ctx.persp === 'content_creators' ? (i % 2 ? 1 : -1) * vr.range(5, 14) : 0;
    const ink = luminance(fill) > 0.6 ? pal.ink : pal.light;
    out.push(el('g', { transform: `translate(${d(x, y)}) rotate(${tilt}) scale(${d(R * 0.6)})` }, markShape(m, ink)));
  });
}
