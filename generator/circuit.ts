/** Circuit / network / data: a network in the sky, or a chip with traces as the whole composition. */
import { mix } from './color.ts';
import { type Ctx, count } from './scene.ts';
import { circle, d, el, path, type Pt, rect, rotate } from './svg.ts';

function skyNetwork(ctx: Ctx): void {
  const { panel: p, pal, s, horizon } = ctx;
  const out = ctx.layers.sky;
  const r = ctx.rng('circuit');
  const top = p.y + p.arch * 0.45 + p.h * 0.1;
  const bandH = (horizon - top) * 0.55;
  const n = count(ctx, 3, 12);
  const colour = ctx.night ? mix(pal.third, pal.light, 0.3) : mix(pal.fourth, pal.ink, 0.15);
  const structured = ctx.persp === 'startup_founders';
  const nodes: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const gx = structured ? Math.round(r.range(0, 12)) / 12 : r.next();
    const gy = structured ? Math.round(r.range(0, 4)) / 4 : r.next();
    nodes.push([p.x + p.w * (0.1 + 0.8 * gx), top + bandH * gy]);
  }
  nodes.sort((a, b) => a[0] - b[0]);
  let traces = '';
  for (let i = 1; i < nodes.length; i++) {
    const [a, b] = [nodes[i - 1]!, nodes[i]!];
    if (structured) traces += ` M ${d(a[0], a[1])} H ${d((a[0] + b[0]) / 2)} V ${d(b[1])} H ${d(b[0])}`;
    else traces += ` M ${d(a[0], a[1])} C ${d((a[0] + b[0]) / 2, a[1] - bandH * 0.3, (a[0] + b[0]) / 2, b[1] + bandH * 0.3, b[0], b[1])}`;
  }
  out.push(path(traces.trim(), 'none', { stroke: colour, 'stroke-width': s * (ctx.t < 0.3 ? 0.012 : 0.006), 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: 0.85 }));
  nodes.forEach((q, i) => {
    const rr = s * (ctx.t < 0.3 ? 0.03 : i % 3 === 0 ? 0.02 : 0.013);
    out.push(circle(q[0], q[1], rr, i % 2 === 0 ? pal.accent : colour, { stroke: pal.light, 'stroke-width': rr * 0.35 }));
  });
  const packets = count(ctx, 0, 12, 0.5);
  for (let i = 0; i < packets && nodes.length > 1; i++) {
    const a = nodes[i % (nodes.length - 1)]!;
    const b = nodes[(i % (nodes.length - 1)) + 1]!;
    const x = a[0] + (b[0] - a[0]) * ((i * 0.37) % 1) * 0.5;
    const sz = s * 0.009;
    out.push(rect(x - sz / 2, a[1] - sz / 2, sz, sz, pal.warm, { transform: rotate(45, x, a[1]) }));
  }
}

/** Chip-centred composition used when the circuit is the main subject. */
function chipScene(ctx: Ctx): void {
  const { panel: p, pal, s } = ctx;
  const out = ctx.layers.mid;
  const r = ctx.rng('chip');
  const u = Math.min(p.w, p.h);
  const cx = p.x + p.w * (ctx.persp === 'content_creators' ? r.pick([0.38, 0.62]) : r.pick([0.5, 0.42, 0.58]));
  const cy = p.y + p.h * 0.5 + p.arch * 0.2;
  const C = u * (ctx.t < 0.3 ? 0.34 : 0.28);
  const traceColour = ctx.night ? mix(pal.third, pal.light, 0.2) : mix(pal.fourth, pal.ink, 0.2);
  const traces = count(ctx, 4, 20);
  const tr = ctx.rng('traces');
  const ends: Pt[] = [];
  const sw = s * (ctx.t < 0.3 ? 0.014 : 0.006);
  const lim = (x: number, y: number): Pt => [Math.min(p.x + p.w * 0.94, Math.max(p.x + p.w * 0.06, x)), Math.min(p.y + p.h * 0.92, Math.max(p.y + p.arch * 0.6 + p.h * 0.08, y))];
  for (let i = 0; i < traces; i++) {
    const side = i % 4;
    const off = (tr.range(-0.38, 0.38) + (Math.floor(i / 4) % 2 ? 0.05 : -0.05)) * C;
    const [dx, dy] = side === 0 ? [0, -1] : side === 1 ? [1, 0] : side === 2 ? [0, 1] : [-1, 0];
    const sx = cx + (dx !== 0 ? (dx * C) / 2 : off);
    const sy = cy + (dy !== 0 ? (dy * C) / 2 : off);
    const l1 = (dx !== 0 ? p.w * 0.5 - C / 2 : p.h * 0.5 - C / 2) * tr.range(0.25, 0.7);
    const turn = tr.sign();
    const l2 = (dx !== 0 ? p.h : p.w) * tr.range(0.05, 0.25);
    const m = lim(sx + dx * l1, sy + dy * l1);
    let e: Pt;
    let data: string;
    if (ctx.persp === 'startup_founders') {
      e = lim(m[0] + (dy !== 0 ? turn * l2 : 0), m[1] + (dx !== 0 ? turn * l2 : 0));
      data = `M ${d(sx, sy)} L ${d(m[0], m[1])} L ${d(e[0], e[1])}`;
    } else if (ctx.persp === 'content_creators') {
      e = lim(m[0] + (dy !== 0 ? turn * l2 : dx * l2 * 0.7), m[1] + (dx !== 0 ? turn * l2 : dy * l2 * 0.7));
      data = `M ${d(sx, sy)} L ${d(m[0], m[1])} L ${d(e[0], e[1])}`;
    } else {
      e = lim(m[0] + (dy !== 0 ? turn * l2 : dx * l2 * 0.5), m[1] + (dx !== 0 ? turn * l2 : dy * l2 * 0.5));
      data = `M ${d(sx, sy)} Q ${d(m[0], m[1], e[0], e[1])}`;
    }
    ends.push(e);
    out.push(path(data, 'none', { stroke: traceColour, 'stroke-width': sw, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
    out.push(circle(e[0], e[1], s * (ctx.t < 0.3 ? 0.022 : 0.011), i % 3 === 0 ? pal.accent : i % 3 === 1 ? pal.warm : traceColour, { stroke: pal.light, 'stroke-width': s * 0.004 }));
  }
  if (ctx.t >= 0.4) out.push(circle(cx, cy, C * 1.05, pal.accent, { opacity: 0.14 }));
  // pins around the chip
  const pins = count(ctx, 0, 24, 0.2);
  for (let i = 0; i < pins; i++) {
    const side = i % 4;
    const k = Math.floor(i / 4);
    const f = -0.35 + (0.7 * (k + 0.5)) / Math.ceil(pins / 4);
    const pw = C * 0.05;
    const pl = C * 0.1;
    const [x, y, w, h] = side === 0 ? [cx + f * C - pw / 2, cy - C / 2 - pl, pw, pl] : side === 1 ? [cx + C / 2, cy + f * C - pw / 2, pl, pw] : side === 2 ? [cx - f * C - pw / 2, cy + C / 2, pw, pl] : [cx - C / 2 - pl, cy - f * C - pw / 2, pl, pw];
    out.push(rect(x, y, w, h, mix(pal.ink, pal.light, 0.35)));
  }
  const round = ctx.persp === 'memory_capturers' ? C * 0.2 : ctx.persp === 'content_creators' ? C * 0.12 : C * 0.06;
  out.push(el('rect', { x: cx - C / 2, y: cy - C / 2, width: C, height: C, rx: round, fill: pal.ink, transform: ctx.persp === 'content_creators' ? rotate(-6, cx, cy) : undefined }));
  out.push(el('rect', { x: cx - C * 0.3, y: cy - C * 0.3, width: C * 0.6, height: C * 0.6, rx: round * 0.6, fill: pal.accent, transform: ctx.persp === 'content_creators' ? rotate(-6, cx, cy) : undefined }));
  if (ctx.t >= 0.3) out.push(el('rect', { x: cx - C * 0.16, y: cy - C * 0.16, width: C * 0.32, height: C * 0.32, rx: round * 0.3, fill: 'none', stroke: pal.light, 'stroke-width': s * 0.004, transform: ctx.persp === 'content_creators' ? rotate(-6, cx, cy) : undefined }));
  // data packets travelling out
  const packets = count(ctx, 0, 12, 0.5);
  for (let i = 0; i < packets; i++) {
    const e = ends[i % ends.length]!;
    const f = 0.45 + 0.1 * (i % 3);
    const x = cx + (e[0] - cx) * f;
    const y = cy + (e[1] - cy) * f;
    const sz = s * 0.01;
    out.push(rect(x - sz / 2, y - sz / 2, sz, sz, pal.warm, { transform: rotate(45, x, y) }));
  }
}

export function drawCircuit(ctx: Ctx, asScene: boolean): void {
  if (asScene) chipScene(ctx);
  else skyNetwork(ctx);
}
