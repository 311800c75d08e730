/** Panel backdrop: sky, ground or water, the card beneath the panel, textures and accents. */
import { mix } from './color.ts';
import { type Ctx, count, panelPath } from './scene.ts';
import { circle, d, el, linearGradient, path, type Pt, radialGradient, rect, rotate, smoothOpen } from './svg.ts';

export function drawUnder(ctx: Ctx): void {
  const { panel: p, s, pal } = ctx;
  const out = ctx.layers.under;
  if (ctx.persp === 'startup_founders') {
    const o = s * 0.016;
    out.push(path(panelPath(p), 'none', { stroke: pal.fourth, 'stroke-width': s * 0.004, opacity: 0.8, transform: `translate(${Math.round(o)} ${Math.round(o)})` }));
  } else if (ctx.persp === 'content_creators') {
    const r = ctx.rng('under');
    const tilt = r.range(1.2, 2) * r.sign();
    out.push(path(panelPath(p), ctx.onDark ? pal.accent : mix(pal.accent, pal.warm, 0.15), {
      transform: `translate(${Math.round(s * 0.012)} ${Math.round(s * 0.014)}) ${rotate(tilt, p.x + p.w / 2, p.y + p.h / 2)}`,
    }));
  } else {
    const mat = s * 0.022;
    out.push(path(panelPath(p, mat), '#000000', { opacity: 0.12, transform: `translate(0 ${Math.round(s * 0.01)})` }));
    out.push(path(panelPath(p, mat), pal.light));
  }
}

export function skyColors(ctx: Ctx): [string, string] {
  const { pal } = ctx;
  if (ctx.night) return [pal.nightTop, ctx.sunset ? mix(pal.accent, pal.nightBottom, 0.45) : pal.nightBottom];
  if (ctx.sunset) return [mix(pal.second, pal.skyTop, 0.65), mix(pal.warm, pal.skyBottom, 0.3)];
  return [pal.skyTop, pal.skyBottom];
}

export function drawSky(ctx: Ctx): void {
  const { panel: p } = ctx;
  const [top, bottom] = skyColors(ctx);
  // the seed nudges the light of the sky: where the gradient turns, or the tone of a flat sky
  const v = ctx.rng('sky-variant').range(0, 1);
  if (ctx.t < 0.2) {
    ctx.layers.sky.push(rect(p.x, p.y, p.w, p.h, mix(top, bottom, 0.25 + 0.4 * v)));
    return;
  }
  const id = ctx.uid('sky');
  ctx.defs.push(linearGradient(id, [[0, top], [0.58 + 0.26 * v, bottom], [1, mix(bottom, ctx.pal.light, 0.3)]]));
  ctx.layers.sky.push(rect(p.x, p.y, p.w, p.h, `url(#${id})`));
  if (ctx.t >= 0.4) {
    const g = ctx.uid('glow');
    ctx.defs.push(radialGradient(g, [[0, ctx.night ? ctx.pal.second : ctx.pal.light, 0.55], [1, ctx.pal.light, 0]]));
    const r = ctx.rng('glow');
    const cx = p.x + p.w * r.range(0.25, 0.75);
    ctx.layers.sky.push(el('ellipse', { cx, cy: ctx.horizon, rx: p.w * 0.55, ry: p.h * 0.45, fill: `url(#${g})` }));
  }
}

/** A smooth hill line across the panel, closed to the panel bottom. */
export function hillPath(ctx: Ctx, baseY: number, amp: number, label: string, x0?: number, x1?: number): string {
  const { panel: p } = ctx;
  const r = ctx.rng(label);
  const a = x0 ?? p.x - p.w * 0.05;
  const b = x1 ?? p.x + p.w * 1.05;
  const n = ctx.persp === 'startup_founders' ? 3 : 6;
  const phase = r.range(0, Math.PI * 2);
  const pts: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const x = a + ((b - a) * i) / n;
    const wobble = ctx.persp === 'startup_founders' ? (i % 2 === 0 ? -0.3 : 0.3) : Math.sin(phase + i * 1.3);
    pts.push([x, baseY + amp * wobble + amp * r.range(-0.25, 0.25)]);
  }
  const bottom = p.y + p.h + 2;
  const line = ctx.persp === 'startup_founders'
    ? pts.map((q, i) => `${i === 0 ? 'M' : 'L'} ${d(q[0], q[1])}`).join(' ')
    : smoothOpen(pts);
  return `${line} L ${d(b, bottom)} L ${d(a, bottom)} Z`;
}

export function drawGround(ctx: Ctx): void {
  const { panel: p, pal, horizon, s } = ctx;
  const out = ctx.layers.ground;
  const dim = (c: string): string => (ctx.night ? mix(c, pal.nightTop, 0.45) : c);
  if (ctx.water) {
    const w = dim(pal.water);
    if (ctx.t < 0.2) out.push(rect(p.x, horizon, p.w, p.y + p.h - horizon, w));
    else {
      const id = ctx.uid('water');
      ctx.defs.push(linearGradient(id, [[0, mix(w, pal.light, 0.35)], [1, mix(w, pal.ink, 0.25)]]));
      out.push(rect(p.x, horizon, p.w, p.y + p.h - horizon, `url(#${id})`));
    }
    return;
  }
  const far = dim(mix(pal.ground, pal.skyBottom, 0.35));
  const mid = dim(pal.ground);
  const near = dim(mix(pal.ground, pal.leaf, 0.55));
  const amp = ctx.persp === 'content_creators' ? p.h * 0.06 : ctx.persp === 'memory_capturers' ? p.h * 0.035 : p.h * 0.012;
  if (ctx.t >= 0.2) out.push(path(hillPath(ctx, horizon - p.h * 0.02, amp * 0.8, 'hill-far'), far));
  out.push(path(hillPath(ctx, horizon + p.h * 0.04, amp, 'hill-mid'), mid));
  if (ctx.t >= 0.5) out.push(path(hillPath(ctx, horizon + p.h * 0.22, amp * 1.2, 'hill-near'), near, { opacity: 0.9 }));
  if (ctx.persp === 'startup_founders') {
    // a structured perspective floor grid
    const lines = count(ctx, 0, 9, 0.3);
    const vx = p.x + p.w / 2;
    for (let i = 0; i < lines; i++) {
      const f = (i + 0.5) / lines - 0.5;
      out.push(el('line', { x1: vx + f * p.w * 0.3, y1: horizon + p.h * 0.06, x2: vx + f * p.w * 2.2, y2: p.y + p.h, stroke: pal.light, 'stroke-width': s * 0.0025, opacity: 0.35 }));
    }
  }
}

/** Land strip beside the water (drawn after waves and bridge so it sits in front of them). */
export function drawShore(ctx: Ctx): void {
  const { panel: p, pal, horizon } = ctx;
  const out = ctx.layers.ground;
  const dim = (c: string): string => (ctx.night ? mix(c, pal.nightTop, 0.45) : c);
  if (!ctx.shore) return;
  const sh = ctx.shore;
  const left = sh.side === 'left';
  const edge = left ? sh.x1 : sh.x0;
  const outer = left ? p.x - 4 : p.x + p.w + 4;
  const top = horizon - p.h * 0.02;
  const dir = left ? 1 : -1;
  const land = (topY: number, e: number): string =>
    `M ${d(outer, topY)} L ${d(e - dir * p.w * 0.08, topY)} C ${d(e, topY, e + dir * p.w * 0.04, topY + p.h * 0.14, e + dir * p.w * 0.1, p.y + p.h + 4)} L ${d(outer, p.y + p.h + 4)} Z`;
  out.push(path(land(top, edge), dim(pal.ground)));
  if (ctx.t >= 0.3) out.push(path(land(horizon + p.h * 0.2, edge - dir * p.w * 0.08), dim(mix(pal.ground, pal.leaf, 0.3))));
}

/** Fine pattern and grain at high detail, plus small accents from mid detail. */
export function drawTexture(ctx: Ctx): void {
  const { panel: p, pal, s } = ctx;
  const out = ctx.layers.texture;
  const ar = ctx.rng('accents');
  const accents = count(ctx, 0, 22, 0.25);
  const accentColors = [pal.accent, pal.warm, pal.light, pal.second];
  for (let i = 0; i < accents; i++) {
    const x = p.x + p.w * ar.range(0.04, 0.96);
    const y = p.y + (ctx.horizon - p.y) * ar.range(0.08, 0.85);
    const c = ar.pick(accentColors);
    const sz = s * ar.range(0.005, 0.012);
    if (ctx.persp === 'startup_founders') {
      const gx = p.x + Math.round((x - p.x) / (p.w / 16)) * (p.w / 16);
      const gy = p.y + Math.round((y - p.y) / (p.h / 9)) * (p.h / 9);
      ctx.layers.sky.push(path(`M ${d(gx - sz, gy)} H ${d(gx + sz)} M ${d(gx, gy - sz)} V ${d(gy + sz)}`, 'none', { stroke: ctx.night ? pal.light : pal.ink, 'stroke-width': s * 0.0025, opacity: 0.3 }));
    }
    else if (ctx.persp === 'content_creators') out.push(rect(x, y, sz * 2.6, sz, c, { transform: rotate(ar.range(-60, 60), x, y), opacity: 0.85 }));
    else ctx.layers.sky.push(circle(x, y, sz, c, { opacity: 0.6 }));
  }
  // pattern block (dot grid) in an upper corner
  const pr = ctx.rng('pattern');
  const dots = count(ctx, 0, 56, 0.5);
  const cols = 8;
  const gap = s * 0.022;
  const left = pr.chance(0.5);
  const gx = left ? p.x + p.w * 0.05 : p.x + p.w * 0.95 - gap * (cols - 1);
  const gy = p.y + p.h * 0.08 + (p.arch > 0 ? p.arch * 0.6 : 0);
  const dotColor = ctx.night ? pal.light : mix(pal.ink, pal.skyTop, 0.35);
  for (let i = 0; i < dots; i++) {
    const cx = gx + (i % cols) * gap;
    const cy = gy + Math.floor(i / cols) * gap;
    out.push(circle(cx, cy, s * 0.0035, dotColor, { opacity: 0.35 }));
  }
  // grain: tiny light and dark specks (not scaled by the motif density)
  const gr = ctx.rng('grain');
  const specks = ctx.t <= 0.6 ? 0 : Math.round(170 * (ctx.t - 0.6) / 0.4);
  for (let i = 0; i < specks; i++) {
    const light = gr.chance(0.5);
    out.push(circle(p.x + p.w * gr.next(), p.y + p.h * gr.next(), s * gr.range(0.0015, 0.004), light ? '#ffffff' : pal.ink, { opacity: light ? 0.22 : 0.1 }));
  }
}
