/** Landscape motifs: mountains, city skyline, waves, path / road. */
import { mix } from './color.ts';
import { skyColors } from './backdrop.ts';
import { type Ctx, count } from './scene.ts';
import { circle, d, el, path, polygon, type Pt, rect, smoothOpen } from './svg.ts';

export function drawMountains(ctx: Ctx): void {
  const { panel: p, pal, horizon } = ctx;
  const out = ctx.layers.far;
  const r = ctx.rng('mountain');
  const [, skyB] = skyColors(ctx);
  const foot = horizon + p.h * 0.08;
  const ranges = ctx.t >= 0.45 ? 3 : ctx.t >= 0.2 ? 2 : 1;
  const topLimit = p.y + (p.arch > 0 ? p.arch * 0.8 : p.h * 0.12);
  const base = ctx.night ? mix(pal.second, pal.nightTop, 0.4) : mix(pal.second, pal.ink, 0.15);
  const peaks: Pt[] = [];
  // far ranges first (lighter), the main range last
  for (let k = ranges - 1; k >= 0; k--) {
    const rr = ctx.rng(`range${k}`);
    const colour = mix(base, skyB, 0.22 + k * 0.25);
    const height = (horizon - topLimit) * (0.85 - k * 0.12);
    const n = 2 + k + rr.int(0, 1);
    const pts: Pt[] = [[p.x - 10, foot]];
    for (let i = 0; i < n; i++) {
      const x = p.x + p.w * ((i + 0.5) / n + rr.range(-0.12, 0.12) / n);
      const y = horizon - height * rr.range(0.55, 1);
      pts.push([x - p.w * rr.range(0.06, 0.1), horizon - height * rr.range(0.1, 0.3)]);
      pts.push([x, y]);
      if (k === 0) peaks.push([x, y]);
    }
    pts.push([p.x + p.w + 10, horizon - height * 0.2], [p.x + p.w + 10, foot]);
    const data = ctx.persp === 'memory_capturers' ? `${smoothOpen(pts.slice(0, -1))} L ${d(p.x + p.w + 10, foot)} Z` : polygon(pts);
    out.push(path(data, colour));
    if (k === 0 && ctx.t >= 0.3) {
      // snow caps on the main peaks
      for (const [x, y] of peaks) {
        const hgt = (horizon - y) * 0.22;
        const cap: Pt[] = [[x, y], [x + hgt * 0.75, y + hgt], [x + hgt * 0.25, y + hgt * 0.8], [x, y + hgt * 1.05], [x - hgt * 0.3, y + hgt * 0.8], [x - hgt * 0.7, y + hgt]];
        out.push(path(ctx.persp === 'memory_capturers' ? smoothOpen(cap) + ' Z' : polygon(cap), pal.light, { opacity: 0.92 }));
      }
    }
  }
  // tiny pines along the foot of the range
  const pines = count(ctx, 0, 20, 0.55);
  const pc = mix(pal.leaf, pal.ink, 0.35);
  for (let i = 0; i < pines; i++) {
    const x = p.x + p.w * r.next();
    const h = p.h * r.range(0.035, 0.06);
    const y = horizon + p.h * 0.01;
    out.push(path(polygon([[x, y - h], [x + h * 0.32, y], [x - h * 0.32, y]]), pc));
  }
}

export function drawCity(ctx: Ctx): void {
  const { panel: p, pal, s, horizon } = ctx;
  const out = ctx.layers.far;
  const r = ctx.rng('city');
  const maxH = (horizon - p.y - p.arch * 0.8) * 0.72;
  const baseColour = ctx.night ? mix(pal.ink, pal.nightBottom, 0.3) : mix(pal.fourth, pal.ink, 0.42);
  const lit = ctx.night ? pal.warm : mix(pal.light, pal.skyTop, 0.2);
  const span0 = ctx.shore ? (ctx.shore.side === 'left' ? p.x + p.w * 0.42 : p.x) : p.x + p.w * 0.03;
  const span1 = ctx.shore ? (ctx.shore.side === 'left' ? p.x + p.w : p.x + p.w * 0.58) : p.x + p.w * 0.97;
  const roundTop = ctx.persp === 'memory_capturers';
  const foot = horizon + p.h * 0.08;
  if (ctx.t >= 0.3) {
    // a lighter, hazier back row
    const back = ctx.rng('city-back');
    const nb = 12;
    const w = (span1 - span0) / nb;
    for (let i = 0; i < nb; i++) {
      const h = maxH * back.range(0.3, 0.75);
      out.push(el('rect', { x: span0 + i * w + w * 0.08, y: horizon - h, width: w * 0.84, height: h + (foot - horizon), rx: roundTop ? w * 0.2 : 0, fill: mix(baseColour, skyColors(ctx)[1], 0.6) }));
    }
  }
  const n = count(ctx, 5, 13);
  const wr = ctx.rng('city-windows');
  const windowsTotal = count(ctx, 0, 80, 0.4);
  let windowsLeft = windowsTotal;
  const antennas = count(ctx, 0, 3, 0.5);
  const slotW = (span1 - span0) / n;
  for (let i = 0; i < n; i++) {
    const tall = i % 3 === 1;
    const w = slotW * (tall ? r.range(0.6, 0.75) : r.range(0.75, 0.95));
    const x = span0 + slotW * i + (slotW - w) / 2;
    const h = maxH * (tall ? r.range(0.75, 1) : r.range(0.3, 0.62));
    const colour = mix(baseColour, i % 2 ? pal.second : pal.fourth, r.range(0.05, 0.35));
    if (ctx.persp === 'content_creators' && i % 3 === 1) {
      out.push(path(polygon([[x, foot], [x, horizon - h * 0.82], [x + w, horizon - h], [x + w, foot]]), colour));
    } else if (roundTop && tall) {
      out.push(path(`M ${d(x, foot)} L ${d(x, horizon - h + w / 2)} A ${d(w / 2, w / 2)} 0 0 1 ${d(x + w, horizon - h + w / 2)} L ${d(x + w, foot)} Z`, colour));
    } else {
      out.push(el('rect', { x, y: horizon - h, width: w, height: h + (foot - horizon), fill: colour, rx: roundTop ? w * 0.08 : 0 }));
    }
    if (tall && Math.floor(i / 3) < antennas) out.push(rect(x + w / 2 - s * 0.002, horizon - h - p.h * 0.06, s * 0.004, p.h * 0.06, colour));
    // windows in a grid, a share per building
    const cols = w > s * 0.06 ? 3 : 2;
    const ws = w / (cols * 2 + 1);
    const share = Math.ceil(windowsTotal / n);
    for (let j = 0; j < share && windowsLeft > 0; j++) {
      const cx = x + ws + (j % cols) * ws * 2;
      const cy = horizon - h + ws * 1.5 + Math.floor(j / cols) * ws * 2;
      if (cy > horizon - ws * 2) break;
      windowsLeft--;
      out.push(rect(cx, cy, ws, ws * 1.1, lit, { opacity: wr.range(0.45, 0.95) }));
    }
  }
}

export function drawWaves(ctx: Ctx): void {
  const { panel: p, pal, s, horizon } = ctx;
  const out = ctx.layers.ground;
  const r = ctx.rng('waves');
  const sh = ctx.shore;
  const x0 = p.x - 10;
  const x1 = p.x + p.w + 10;
  const bands = count(ctx, 1, 6);
  const depth = p.y + p.h - horizon;
  const water = ctx.night ? mix(pal.water, pal.nightTop, 0.45) : pal.water;
  for (let b = 0; b < bands; b++) {
    const f = bands === 1 ? 0.45 : 0.12 + (0.75 * b) / (bands - 1);
    const y = horizon + depth * f;
    const amp = depth * (ctx.persp === 'content_creators' ? 0.09 : ctx.persp === 'memory_capturers' ? 0.05 : 0.03) * (0.6 + f);
    const waveLen = p.w / (ctx.persp === 'startup_founders' ? 8 : 4 + r.int(0, 2));
    const phase = r.range(0, waveLen);
    const pts: Pt[] = [];
    for (let x = x0 - phase; x <= x1 + waveLen; x += waveLen / 2) {
      const up = Math.round((x - x0 + phase) / (waveLen / 2)) % 2 === 0;
      pts.push([x, y + (up ? -amp : amp * 0.4)]);
    }
    const top = smoothOpen(pts);
    const last = pts[pts.length - 1]!;
    const first = pts[0]!;
    const colour = b % 2 === 0 ? mix(water, pal.light, 0.22) : mix(water, pal.third, 0.4);
    out.push(path(`${top} L ${d(last[0], p.y + p.h + 4)} L ${d(first[0], p.y + p.h + 4)} Z`, mix(colour, pal.ink, f * 0.3)));
    if (ctx.t >= 0.4) out.push(path(top, 'none', { stroke: pal.light, 'stroke-width': s * 0.004, opacity: 0.35 }));
  }
  // foam crests and sparkles
  const foam = count(ctx, 0, 26, 0.45);
  for (let i = 0; i < foam; i++) {
    const x = p.x + p.w * r.next();
    if (sh && x > sh.x0 && x < sh.x1) continue;
    const y = horizon + depth * r.range(0.05, 0.95);
    const w = s * r.range(0.015, 0.04);
    out.push(path(`M ${d(x - w, y)} Q ${d(x, y - w * 0.5, x + w, y)}`, 'none', { stroke: pal.light, 'stroke-width': s * 0.004, 'stroke-linecap': 'round', opacity: 0.7 }));
  }
}

export function drawPath(ctx: Ctx): void {
  const { panel: p, pal, s, horizon } = ctx;
  const r = ctx.rng('path');
  const out = ctx.layers.ground;
  const target = ctx.slots.get('home') ?? ctx.slots.get('tree') ?? ctx.slots.get('lighthouse');
  const sh = ctx.shore;
  const tx = target ? target.x : sh ? (sh.x0 + sh.x1) / 2 : p.x + p.w * (ctx.persp === 'startup_founders' ? 0.5 : r.range(0.35, 0.65));
  const ty = target ? target.base : horizon + p.h * 0.03;
  const bx = sh ? (sh.x0 + sh.x1) / 2 : p.x + p.w * (ctx.persp === 'startup_founders' ? 0.5 : r.range(0.3, 0.7));
  const by = p.y + p.h + 4;
  const wTop = s * 0.012;
  const wBot = p.w * (sh ? 0.16 : 0.26);
  const bend = ctx.persp === 'startup_founders' ? 0 : p.w * r.range(0.12, 0.2) * r.sign();
  const colour = mix(pal.warm, pal.light, ctx.night ? 0.1 : 0.35);
  const data = `M ${d(tx - wTop, ty)} C ${d(tx - wTop + bend, ty + (by - ty) * 0.4, bx - wBot / 2 - bend, by - (by - ty) * 0.35, bx - wBot / 2, by)} L ${d(bx + wBot / 2, by)} C ${d(bx + wBot / 2 - bend, by - (by - ty) * 0.35, tx + wTop + bend, ty + (by - ty) * 0.4, tx + wTop, ty)} Z`;
  out.push(path(data, ctx.night ? mix(colour, pal.nightTop, 0.35) : colour));
  // centre dashes along the path
  const dashes = count(ctx, 0, 9, 0.3);
  const bez = (u: number, a: number, b: number, c: number, e: number): number => (1 - u) ** 3 * a + 3 * (1 - u) ** 2 * u * b + 3 * (1 - u) * u * u * c + u ** 3 * e;
  for (let i = 0; i < dashes; i++) {
    const u = 0.15 + (0.8 * i) / Math.max(1, dashes);
    const x = bez(u, tx, tx + bend, bx - bend, bx);
    const y = bez(u, ty, ty + (by - ty) * 0.4, by - (by - ty) * 0.35, by);
    const w = s * (0.004 + 0.014 * u);
    out.push(el('ellipse', { cx: x, cy: y, rx: w, ry: w * 0.45, fill: ctx.persp === 'startup_founders' ? pal.light : pal.accent, opacity: 0.8 }));
  }
  // markers: little flags / stones beside the way
  const markers = count(ctx, 0, 4, 0.5);
  for (let i = 0; i < markers; i++) {
    const u = 0.3 + 0.17 * i;
    const side = i % 2 === 0 ? -1 : 1;
    const x = bez(u, tx, tx + bend, bx - bend, bx) + side * (wTop + (wBot / 2 - wTop) * u) * 1.35;
    const y = bez(u, ty, ty + (by - ty) * 0.4, by - (by - ty) * 0.35, by);
    const h = p.h * 0.05 * (0.5 + u);
    out.push(rect(x - s * 0.002, y - h, s * 0.004, h, pal.ink));
    out.push(path(polygon([[x, y - h], [x + h * 0.5, y - h * 0.8], [x, y - h * 0.6]]), pal.accent));
  }
  if (ctx.t >= 0.6) out.push(circle(tx, ty, s * 0.01, pal.warm, { opacity: 0.9 }));
}
