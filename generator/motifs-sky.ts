/** Sky motifs: sun (rise/set), moon and stars or constellations, circuit / network / data. */
import { mix } from './color.ts';
import { skyColors } from './backdrop.ts';
import { type Ctx, count, has } from './scene.ts';
import { circle, d, line, path, type Pt, rect } from './svg.ts';

export function sparklePath(cx: number, cy: number, r: number): string {
  const k = r * 0.18;
  return `M ${d(cx, cy - r)} Q ${d(cx + k, cy - k, cx + r, cy)} Q ${d(cx + k, cy + k, cx, cy + r)} Q ${d(cx - k, cy + k, cx - r, cy)} Q ${d(cx - k, cy - k, cx, cy - r)} Z`;
}

function skyTop(ctx: Ctx): number {
  return ctx.panel.y + (ctx.panel.arch > 0 ? ctx.panel.arch * 0.45 : 0);
}

export function drawSun(ctx: Ctx, soft = false): void {
  const { panel: p, pal, s, horizon } = ctx;
  const r = ctx.rng('sun');
  const out = ctx.layers.sky;
  const low = ctx.sunset;
  const options = r.shuffle(ctx.persp === 'startup_founders' ? [0.5, 0.3, 0.7] : [0.24, 0.3, 0.7, 0.76]).concat([0.5, 0.16, 0.84]);
  const clearance = (fx: number): number => Math.min(1, ...[...ctx.slots.values()].map((sl) => Math.abs(p.x + p.w * fx - sl.x) / p.w));
  const fx = options.find((o) => clearance(o) >= 0.2) ?? options.reduce((a, b) => (clearance(b) > clearance(a) ? b : a));
  const cx = p.x + p.w * fx;
  const R = Math.min(p.h * (low ? 0.2 : 0.12), p.w * 0.2);
  const behindRidge = has(ctx, 'mountain') || has(ctx, 'city');
  const highY = Math.max(skyTop(ctx) + R * 1.6, p.y + p.h * 0.26);
  const cy = low ? (behindRidge ? horizon - (horizon - skyTop(ctx)) * 0.55 : horizon - R * 0.15) : highY;
  const sunColor = ctx.night ? mix(pal.warm, pal.accent, 0.3) : soft ? mix(pal.warm, pal.skyBottom, 0.5) : pal.warm;
  if (soft) {
    // a pale sun: a large calm shape that gives an empty sky some weight
    if (ctx.t >= 0.3) out.push(circle(cx, cy, R * 1.5, sunColor, { opacity: 0.3 }));
    out.push(circle(cx, cy, R * 1.1, sunColor, { opacity: 0.9 }));
    return;
  }
  if (ctx.t >= 0.4) out.push(circle(cx, cy, R * 2.1, sunColor, { opacity: 0.12 }));
  if (ctx.t >= 0.2) out.push(circle(cx, cy, R * 1.45, sunColor, { opacity: 0.25 }));
  const rays = count(ctx, 0, 16, 0.3);
  for (let i = 0; i < rays; i++) {
    const a = (i / Math.max(rays, 1)) * Math.PI * 2 + r.range(-0.05, 0.05);
    const r1 = R * 1.65;
    const r2 = R * (ctx.persp === 'content_creators' ? 2.3 : 2.05);
    const [c, sn] = [Math.cos(a), Math.sin(a)];
    if (ctx.persp === 'content_creators') {
      const w = 0.09;
      const pts: Pt[] = [[cx + Math.cos(a - w) * r1, cy + Math.sin(a - w) * r1], [cx + c * r2, cy + sn * r2], [cx + Math.cos(a + w) * r1, cy + Math.sin(a + w) * r1]];
      out.push(path(`M ${d(...pts[0]!)} L ${d(...pts[1]!)} L ${d(...pts[2]!)} Z`, sunColor, { opacity: 0.8 }));
    } else {
      out.push(line(cx + c * r1, cy + sn * r1, cx + c * r2, cy + sn * r2, sunColor, s * (ctx.persp === 'memory_capturers' ? 0.008 : 0.004), { opacity: 0.75 }));
    }
  }
  out.push(circle(cx, cy, R, sunColor));
  // retro stripes across a low sun
  const stripes = low ? count(ctx, 0, 4, 0.5) : 0;
  const [, bottom] = skyColors(ctx);
  for (let i = 0; i < stripes; i++) {
    const y = cy + R * (0.15 + i * 0.2);
    out.push(rect(cx - R, y, R * 2, R * (0.04 + i * 0.025), bottom));
  }
}

export function drawNight(ctx: Ctx): void {
  const { panel: p, pal, s, horizon } = ctx;
  const out = ctx.layers.sky;
  const r = ctx.rng('night');
  const top = skyTop(ctx);
  const starColor = mix(pal.light, pal.warm, 0.25);
  let moonFx = -1;
  if (!has(ctx, 'sun')) {
    // crescent moon
    const R = p.h * 0.085;
    moonFx = r.pick([0.2, 0.8]);
    const mx = p.x + p.w * moonFx;
    const my = Math.max(top + R * 1.8, p.y + p.h * 0.2);
    if (ctx.t >= 0.3) out.push(circle(mx, my, R * 1.7, pal.light, { opacity: 0.08 }));
    out.push(path(`M ${d(mx, my - R)} A ${d(R, R)} 0 1 0 ${d(mx, my + R)} A ${d(R * 0.62, R)} 0 1 1 ${d(mx, my - R)} Z`, starColor));
  }
  // a few bold stars always
  const big = 2 + (ctx.t >= 0.2 ? 1 : 0);
  for (let i = 0; i < big; i++) {
    let fx = 0.15 + 0.7 * ((i + 0.5) / big) + r.range(-0.08, 0.08);
    if (Math.abs(fx - moonFx) < 0.12) fx = moonFx < 0.5 ? moonFx + 0.15 : moonFx - 0.15;
    const x = p.x + p.w * fx;
    const y = top + (horizon - top) * r.range(0.15, 0.5);
    out.push(path(sparklePath(x, y, s * r.range(0.025, 0.04)), starColor));
  }
  // constellation: points joined by a thin line
  const cr = ctx.rng('constellation');
  const nodes = ctx.t >= 0.1 ? 4 + count(ctx, 0, 4, 0.3) : 0;
  if (nodes >= 2) {
    const ox = p.x + p.w * cr.range(0.15, 0.35);
    const oy = top + (horizon - top) * 0.15;
    const pts: Pt[] = [];
    for (let i = 0; i < nodes; i++) {
      pts.push([ox + p.w * (0.075 * i + cr.range(0, 0.04)), oy + (horizon - top) * cr.range(0, 0.45)]);
    }
    out.push(path(pts.map((q, i) => `${i === 0 ? 'M' : 'L'} ${d(q[0], q[1])}`).join(' '), 'none', { stroke: starColor, 'stroke-width': s * 0.0025, opacity: 0.55 }));
    pts.forEach((q, i) => out.push(circle(q[0], q[1], s * (i % 3 === 0 ? 0.009 : 0.0065), starColor)));
  }
  // small dots
  const sr = ctx.rng('stars');
  const dots = count(ctx, 0, 50, 0.3);
  for (let i = 0; i < dots; i++) {
    const x = p.x + p.w * sr.next();
    const y = top + (horizon - top) * sr.range(0.02, 0.85);
    out.push(circle(x, y, s * sr.range(0.0015, 0.004), starColor, { opacity: sr.range(0.5, 1) }));
  }
}
