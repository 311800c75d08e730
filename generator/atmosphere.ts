/** Atmosphere: clouds in the sky, and fine Where's-Waldo detail (grass tufts, birds). */
import { mix } from './color.ts';
import { type Ctx, count } from './scene.ts';
import { d, path } from './svg.ts';

const circlePath = (x: number, y: number, r: number): string =>
  `M ${d(x - r, y)} a ${d(r, r)} 0 1 1 ${d(2 * r, 0)} a ${d(r, r)} 0 1 1 ${d(-2 * r, 0)} Z`;

/** Soft clouds drifting in the sky (pills for founders, puffs otherwise). */
export function drawClouds(ctx: Ctx): void {
  const { panel: p, pal, horizon } = ctx;
  const r = ctx.rng('clouds');
  const n = ctx.night ? 0 : count(ctx, 0, 4, 0.2);
  const top = p.y + p.arch * 0.7;
  const colour = ctx.night ? mix(pal.nightBottom, pal.light, 0.15) : pal.light;
  for (let i = 0; i < n; i++) {
    const w = p.w * r.range(0.1, 0.17);
    const h = w * 0.24;
    const cx = p.x + p.w * ((i + r.range(0.15, 0.85)) / Math.max(n, 1));
    const cy = top + (horizon - top) * r.range(0.12, 0.45);
    let data = `M ${d(cx - w / 2 + h / 2, cy - h / 2)} H ${d(cx + w / 2 - h / 2)} A ${d(h / 2, h / 2)} 0 0 1 ${d(cx + w / 2 - h / 2, cy + h / 2)} H ${d(cx - w / 2 + h / 2)} A ${d(h / 2, h / 2)} 0 0 1 ${d(cx - w / 2 + h / 2, cy - h / 2)} Z`;
    if (ctx.persp === 'startup_founders') {
      const o = w * 0.18;
      data += ` M ${d(cx - w / 2 + o + h / 2, cy - h * 1.3)} H ${d(cx + w / 2 - o * 2 - h / 2)} A ${d(h / 2, h / 2)} 0 0 1 ${d(cx + w / 2 - o * 2 - h / 2, cy - h * 0.3)} H ${d(cx - w / 2 + o + h / 2)} A ${d(h / 2, h / 2)} 0 0 1 ${d(cx - w / 2 + o + h / 2, cy - h * 1.3)} Z`;
    } else {
      data += ` ${circlePath(cx - w * 0.17, cy - h * 0.35, w * 0.17)} ${circlePath(cx + w * 0.1, cy - h * 0.55, w * 0.22)}`;
    }
    ctx.layers.sky.push(path(data, colour, { opacity: ctx.night ? 0.35 : 0.85 }));
  }
}

/** Where's-Waldo detail for landscapes: grass tufts on the land and a flock of birds. */
export function drawFineDetail(ctx: Ctx): void {
  const { panel: p, pal, s, horizon } = ctx;
  const r = ctx.rng('tufts');
  const tufts = ctx.water && !ctx.shore ? 0 : count(ctx, 0, 36, 0.6);
  const x0 = ctx.shore ? ctx.shore.x0 : p.x;
  const x1 = ctx.shore ? ctx.shore.x1 : p.x + p.w;
  const grass = mix(pal.leaf, pal.ink, 0.2);
  for (let i = 0; i < tufts; i++) {
    const x = x0 + (x1 - x0) * r.range(0.03, 0.97);
    const y = horizon + (p.y + p.h - horizon) * r.range(0.15, 0.95);
    const h = s * r.range(0.012, 0.022) * (0.6 + (y - horizon) / (p.y + p.h - horizon));
    ctx.layers.ground.push(path(`M ${d(x - h * 0.45, y - h * 0.8)} L ${d(x, y)} L ${d(x, y - h)} M ${d(x + h * 0.45, y - h * 0.8)} L ${d(x, y)}`, 'none', { stroke: grass, 'stroke-width': s * 0.003, 'stroke-linecap': 'round', opacity: 0.6 }));
  }
  const br = ctx.rng('birds');
  const birds = ctx.night ? 0 : count(ctx, 0, 7, 0.6);
  const fx = p.x + p.w * br.range(0.2, 0.8);
  const fy = p.y + p.arch * 0.6 + (horizon - p.y - p.arch * 0.6) * br.range(0.15, 0.4);
  for (let i = 0; i < birds; i++) {
    const x = fx + s * (i * 0.035 + br.range(-0.01, 0.01)) * (i % 2 ? 1 : -1);
    const y = fy + s * (i * 0.012 + br.range(-0.01, 0.01));
    const w = s * br.range(0.008, 0.014);
    ctx.layers.sky.push(path(`M ${d(x - w, y - w * 0.5)} Q ${d(x - w * 0.4, y - w * 0.6, x, y)} Q ${d(x + w * 0.4, y - w * 0.6, x + w, y - w * 0.5)}`, 'none', { stroke: pal.ink, 'stroke-width': s * 0.0025, 'stroke-linecap': 'round', opacity: 0.6 }));
  }
}
