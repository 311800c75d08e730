/** Abstract composition for prompts without a matching motif word. */
import { mix } from './color.ts';
import { type Ctx, count } from './scene.ts';
import { circle, d, el, line, path, type Pt, rect, rotate, smoothClosed, smoothOpen } from './svg.ts';

function blob(cx: number, cy: number, R: number, jitter: number, pick: () => number, k = 8): string {
  const pts: Pt[] = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2;
    const rr = R * (1 - jitter + 2 * jitter * pick());
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return smoothClosed(pts);
}

function founders(ctx: Ctx): void {
  const { panel: p, pal, s } = ctx;
  const out = ctx.layers.mid;
  const r = ctx.rng('abstract');
  const pad = Math.min(p.w, p.h) * 0.1;
  const gx = p.x + pad;
  const gy = p.y + pad + p.arch * 0.5;
  const gw = p.w - 2 * pad;
  const gh = p.h - 2 * pad - p.arch * 0.5;
  const cols = 6;
  const rows = 4;
  const cw = gw / cols;
  const rh = gh / rows;
  const lines = count(ctx, 0, cols + rows - 2, 0.2);
  for (let i = 0; i < lines; i++) {
    if (i < cols - 1) out.push(line(gx + cw * (i + 1), gy, gx + cw * (i + 1), gy + gh, pal.ink, s * 0.002, { opacity: 0.18 }));
    else out.push(line(gx, gy + rh * (i - cols + 2), gx + gw, gy + rh * (i - cols + 2), pal.ink, s * 0.002, { opacity: 0.18 }));
  }
  const cc = r.int(2, 4);
  const R = Math.min(cw * 1.6, gh * 0.42);
  const col2 = cc >= 3 ? r.int(0, 1) : r.int(4, 5);
  if (ctx.t >= 0.2) out.push(path(`M ${d(gx + gw, gy + gh)} L ${d(gx + gw - cw * 1.5, gy + gh)} A ${d(cw * 1.5, cw * 1.5)} 0 0 1 ${d(gx + gw, gy + gh - cw * 1.5)} Z`, pal.warm));
  out.push(rect(gx + cw * col2, gy, cw, rh * 3, pal.fourth));
  out.push(circle(gx + cw * cc, gy + rh * 2, R, pal.accent));
  out.push(rect(gx + cw * (cc - 1.5), gy + rh * 3.3, cw * 3, rh * 0.22, pal.ink));
  const squares = count(ctx, 0, 16, 0.4);
  for (let i = 0; i < squares; i++) {
    const c = r.int(0, cols - 1);
    const rw = r.int(0, rows - 1);
    const sz = Math.min(cw, rh) * 0.22;
    out.push(rect(gx + cw * c + cw * 0.5 - sz / 2, gy + rh * rw + rh * 0.5 - sz / 2, sz, sz, r.pick([pal.second, pal.third, pal.ink, pal.light])));
  }
}

function creators(ctx: Ctx): void {
  const { panel: p, pal, s } = ctx;
  const out = ctx.layers.mid;
  const r = ctx.rng('abstract');
  const u = Math.min(p.w, p.h);
  const left = r.chance(0.5);
  const bx = p.x + p.w * (left ? 0.36 : 0.64);
  const by = p.y + p.h * 0.52;
  out.push(path(blob(bx, by, u * 0.32, 0.16, () => r.next(), 7), pal.accent));
  const rx = p.x + p.w * (left ? 0.68 : 0.3);
  out.push(el('rect', { x: rx - u * 0.18, y: by - u * 0.1, width: u * 0.36, height: u * 0.22, rx: u * 0.04, fill: pal.second, transform: rotate(r.range(12, 28) * r.sign(), rx, by) }));
  const ax = p.x + p.w * (left ? 0.78 : 0.2);
  const ay = p.y + p.h * 0.8;
  out.push(path(`M ${d(ax - u * 0.2, ay)} A ${d(u * 0.2, u * 0.2)} 0 0 1 ${d(ax + u * 0.2, ay)}`, 'none', { stroke: pal.warm, 'stroke-width': u * 0.07, 'stroke-linecap': 'round' }));
  if (ctx.t >= 0.2) {
    const pts: Pt[] = [];
    for (let i = 0; i < 7; i++) pts.push([p.x + p.w * (0.12 + i * 0.12), p.y + p.h * (0.2 + (i % 2 ? 0.06 : -0.04))]);
    out.push(path(smoothOpen(pts), 'none', { stroke: pal.ink, 'stroke-width': s * 0.01, 'stroke-linecap': 'round' }));
  }
  if (ctx.t >= 0.35) out.push(circle(p.x + p.w * (left ? 0.14 : 0.86), p.y + p.h * 0.7, u * 0.08, 'none', { stroke: pal.third, 'stroke-width': s * 0.014 }));
  const confetti = count(ctx, 0, 34, 0.3);
  const colours = [pal.accent, pal.second, pal.third, pal.warm, pal.fourth];
  for (let i = 0; i < confetti; i++) {
    const x = p.x + p.w * r.range(0.05, 0.95);
    const y = p.y + p.h * r.range(0.08, 0.92);
    const sz = s * r.range(0.008, 0.018);
    const c = colours[i % colours.length]!;
    const kind = i % 3;
    if (kind === 0) out.push(rect(x, y, sz * 2.4, sz, c, { transform: rotate(r.range(0, 180), x, y) }));
    else if (kind === 1) out.push(path(`M ${d(x, y - sz)} L ${d(x + sz, y + sz * 0.7)} L ${d(x - sz, y + sz * 0.7)} Z`, c, { transform: rotate(r.range(0, 120), x, y) }));
    else out.push(circle(x, y, sz * 0.7, c));
  }
}

function memory(ctx: Ctx): void {
  const { panel: p, pal, s } = ctx;
  const out = ctx.layers.mid;
  const r = ctx.rng('abstract');
  const u = Math.min(p.w, p.h);
  const cx = p.x + p.w * r.range(0.42, 0.58);
  const cy = p.y + p.h * 0.55;
  if (ctx.t >= 0.2) {
    const bands = [pal.accent, pal.warm, pal.third, pal.second];
    bands.forEach((c, i) => {
      const R = u * (0.46 - i * 0.07);
      out.push(path(`M ${d(cx - R, p.y + p.h + 2)} L ${d(cx - R, cy + u * 0.1)} A ${d(R, R)} 0 0 1 ${d(cx + R, cy + u * 0.1)} L ${d(cx + R, p.y + p.h + 2)}`, 'none', { stroke: c, 'stroke-width': u * 0.055, opacity: 0.85 }));
    });
  }
  const side = r.sign();
  out.push(circle(cx + side * p.w * 0.3, p.y + p.h * 0.3, u * 0.13, pal.warm, { opacity: 0.95 }));
  out.push(circle(cx, cy + u * 0.1, u * 0.2, pal.accent, { opacity: 0.9 }));
  out.push(path(blob(cx - side * p.w * 0.3, p.y + p.h * 0.78, u * 0.17, 0.12, () => r.next(), 8), mix(pal.second, pal.leaf, 0.3), { opacity: 0.92 }));
  const bokeh = count(ctx, 0, 28, 0.3);
  for (let i = 0; i < bokeh; i++) {
    out.push(circle(p.x + p.w * r.next(), p.y + p.h * r.range(0.05, 0.95), s * r.range(0.008, 0.03), r.pick([pal.light, pal.warm, pal.accent]), { opacity: r.range(0.25, 0.6) }));
  }
}

export function drawAbstract(ctx: Ctx): void {
  if (ctx.persp === 'startup_founders') founders(ctx);
  else if (ctx.persp === 'content_creators') creators(ctx);
  else memory(ctx);
}
