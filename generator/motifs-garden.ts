/** Garden / Eden foliage and flowers, and the open story book. */
import { mix } from './color.ts';
import { sparklePath } from './motifs-sky.ts';
import { type Ctx, count } from './scene.ts';
import { circle, d, el, line, path, rotate, smoothClosed } from './svg.ts';

export function leafPath(bx: number, by: number, angle: number, len: number, width: number): string {
  const tx = bx + Math.cos(angle) * len;
  const ty = by + Math.sin(angle) * len;
  const mx = (bx + tx) / 2;
  const my = (by + ty) / 2;
  const nx = -Math.sin(angle) * width;
  const ny = Math.cos(angle) * width;
  return `M ${d(bx, by)} Q ${d(mx + nx, my + ny, tx, ty)} Q ${d(mx - nx, my - ny, bx, by)} Z`;
}

export function flower(ctx: Ctx, x: number, y: number, r: number, petal: string, centre: string, spin: number): string[] {
  if (ctx.t < 0.3) return [circle(x, y, r, petal), circle(x, y, r * 0.38, centre)];
  const out: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = spin + (i / 5) * 360;
    out.push(el('ellipse', { cx: x, cy: y - r * 0.55, rx: r * 0.42, ry: r * 0.62, fill: petal, transform: rotate(a, x, y) }));
  }
  out.push(circle(x, y, r * 0.34, centre));
  return out;
}

export function drawGarden(ctx: Ctx): void {
  const { panel: p, pal, s, horizon } = ctx;
  const out = ctx.layers.front;
  const bottom = p.y + p.h;
  const leafColours = [pal.leaf, mix(pal.leaf, pal.ink, 0.35), mix(pal.leaf, pal.second, 0.45), mix(pal.leaf, pal.warm, 0.3)];
  // rounded shrubs along the horizon (midground)
  const br = ctx.rng('bushes');
  const bushes = count(ctx, 0, 7, 0.2);
  for (let i = 0; i < bushes; i++) {
    const bx = p.x + p.w * ((i + br.range(0.2, 0.8)) / Math.max(bushes, 1));
    const R = p.h * br.range(0.05, 0.09);
    const pts: Array<readonly [number, number]> = [];
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      const rr = R * (Math.sin(a) > 0 ? 0.6 : br.range(0.9, 1.1));
      pts.push([bx + Math.cos(a) * rr * 1.3, horizon + p.h * 0.02 + Math.sin(a) * rr]);
    }
    ctx.layers.far.push(path(smoothClosed(pts), mix(leafColours[i % 3]!, pal.skyBottom, 0.25)));
  }
  // big leaves fanning in from both bottom corners (foreground)
  const leaves = count(ctx, 2, 16);
  const big = Math.min(p.h * 0.5, p.w * 0.42);
  const leafR = ctx.rng('leaves');
  for (let i = 0; i < leaves; i++) {
    const left = i % 2 === 0;
    const k = Math.floor(i / 2);
    const bx = left ? p.x + p.w * (0.03 + 0.018 * k) : p.x + p.w * (0.97 - 0.018 * k);
    const spread = ctx.persp === 'content_creators' ? 0.24 : 0.18;
    const angle = -Math.PI / 2 + (left ? 1 : -1) * (0.3 + k * spread + leafR.range(-0.06, 0.06));
    const len = big * (1 - k * 0.07) * leafR.range(0.85, 1.05);
    const width = len * (ctx.persp === 'startup_founders' ? 0.2 : ctx.persp === 'content_creators' ? 0.3 : 0.26);
    const by = bottom + p.h * 0.03;
    const colour = leafColours[(i + k) % leafColours.length]!;
    out.push(path(leafPath(bx, by, angle, len, width), colour));
    if (ctx.t >= 0.5 && k < 3) out.push(line(bx, by, bx + Math.cos(angle) * len * 0.8, by + Math.sin(angle) * len * 0.8, pal.light, s * 0.003, { opacity: 0.35 }));
  }
  // flowers along the bottom
  const fr = ctx.rng('flowers');
  const flowers = count(ctx, 1, 9);
  const petals = [pal.accent, pal.warm, pal.light, mix(pal.accent, pal.second, 0.4)];
  for (let i = 0; i < flowers; i++) {
    const fx = p.x + p.w * (flowers === 1 ? (ctx.persp === 'startup_founders' ? 0.8 : 0.2) : 0.12 + 0.76 * ((i + fr.range(0.1, 0.9)) / flowers));
    const fy = bottom - p.h * fr.range(0.08, 0.2);
    const fs = s * (flowers === 1 ? 0.06 : fr.range(0.024, 0.036));
    if (ctx.t >= 0.3) out.push(line(fx, fy, fx + fs * 0.3, bottom, mix(pal.leaf, pal.ink, 0.2), s * 0.004));
    out.push(...flower(ctx, fx, fy, fs, petals[i % petals.length]!, i % 2 === 0 ? pal.warm : pal.accent, fr.range(0, 72)));
  }
  // a garland vine along the arch
  const vines = count(ctx, 0, 22, 0.5);
  if (vines > 0 && p.arch > 0) {
    const inset = s * 0.02;
    const rx = p.w / 2 - inset;
    const ry = p.arch - inset;
    const cx = p.x + p.w / 2;
    const cy = p.y + p.arch;
    out.push(path(`M ${d(cx - rx, cy + p.h * 0.1)} L ${d(cx - rx, cy)} A ${d(rx, ry)} 0 0 1 ${d(cx + rx, cy)} L ${d(cx + rx, cy + p.h * 0.1)}`, 'none', { stroke: mix(pal.leaf, pal.ink, 0.3), 'stroke-width': s * 0.004, opacity: 0.8 }));
    for (let i = 0; i < vines; i++) {
      const u = Math.PI + (Math.PI * (i + 0.5)) / vines;
      const vx = cx + Math.cos(u) * rx;
      const vy = cy + Math.sin(u) * ry;
      const out2 = i % 2 === 0 ? 0.7 : -0.7;
      if (i % 5 === 4) out.push(circle(vx, vy, s * 0.009, pal.accent));
      else out.push(path(leafPath(vx, vy, u + Math.PI / 2 + out2, s * 0.04, s * 0.012), leafColours[i % 3]!));
    }
  }
}

export function drawBook(ctx: Ctx): void {
  const { panel: p, pal, s } = ctx;
  const out = ctx.layers.front;
  const r = ctx.rng('book');
  const alone = ctx.slots.size === 0;
  const W = Math.min(p.w * (alone ? 0.5 : 0.3), p.h * (alone ? 0.95 : 0.6));
  const centreTaken = [...ctx.slots.values()].some((sl) => Math.abs(sl.x - (p.x + p.w / 2)) < p.w * 0.15);
  const cx = centreTaken ? p.x + p.w * r.pick([0.22, 0.78]) : p.x + p.w / 2;
  const by = p.y + p.h - p.h * 0.05;
  const ph = W * 0.34;
  const y0 = by - ph;
  const dip = ph * 0.12;
  const cover = ctx.persp === 'startup_founders' ? pal.fourth : pal.accent;
  out.push(path(`M ${d(cx - W * 0.53, y0 + dip)} L ${d(cx - W * 0.53, by + ph * 0.1)} Q ${d(cx - W * 0.25, by - ph * 0.05, cx, by + ph * 0.12)} Q ${d(cx + W * 0.25, by - ph * 0.05, cx + W * 0.53, by + ph * 0.1)} L ${d(cx + W * 0.53, y0 + dip)} Z`, cover));
  const page = (side: 1 | -1): string => `M ${d(cx, y0 + dip)} Q ${d(cx + side * W * 0.22, y0 - dip * 1.4, cx + side * W * 0.5, y0)} L ${d(cx + side * W * 0.5, by)} Q ${d(cx + side * W * 0.22, by - dip * 1.4, cx, by + dip * 0.4)} Z`;
  out.push(path(page(-1), pal.light));
  out.push(path(page(1), mix(pal.light, pal.skyBottom, 0.4)));
  const lines = count(ctx, 0, 12, 0.2);
  for (let i = 0; i < lines; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const row = Math.floor(i / 2);
    const ly = y0 + ph * (0.22 + row * 0.12);
    const lx0 = cx + side * W * 0.08;
    const lx1 = cx + side * W * (0.42 - (row === 5 ? 0.12 : 0));
    out.push(line(lx0, ly, lx1, ly, mix(pal.ink, pal.light, 0.55), s * 0.004));
  }
  if (ctx.t >= 0.3) out.push(path(`M ${d(cx + W * 0.3, y0 + dip * 0.2)} L ${d(cx + W * 0.3, by + ph * 0.32)} L ${d(cx + W * 0.33, by + ph * 0.24)} L ${d(cx + W * 0.36, by + ph * 0.32)} L ${d(cx + W * 0.36, y0 + dip * 0.1)} Z`, pal.warm));
  // the story rising out of the book
  const sr = ctx.rng('story');
  const motes = count(ctx, 0, 10, 0.4);
  for (let i = 0; i < motes; i++) {
    const mx = cx + W * sr.range(-0.45, 0.45);
    const my = y0 - ph * sr.range(0.3, 2.2);
    if (i % 3 === 2) out.push(path(`M ${d(mx - s * 0.014, my)} Q ${d(mx - s * 0.006, my - s * 0.01, mx, my)} Q ${d(mx + s * 0.006, my - s * 0.01, mx + s * 0.014, my)}`, 'none', { stroke: pal.ink, 'stroke-width': s * 0.003, 'stroke-linecap': 'round', opacity: 0.7 }));
    else out.push(path(sparklePath(mx, my, s * sr.range(0.008, 0.018)), i % 2 ? pal.warm : pal.accent));
  }
}
