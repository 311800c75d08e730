/** Scene context: prompt motifs, layout (panel, horizon, focal slots) and layered output buffers. */
import type { Background, Perspective } from '../domain/vocabulary.ts';
import type { Pal } from './palettes.ts';
import { type Rng, streamFor } from './random.ts';
import { detectMotifs, type Mark, type Motif } from './words.ts';

export type Layer = 'under' | 'sky' | 'far' | 'ground' | 'mid' | 'front' | 'texture' | 'over';

export interface Panel {
  x: number;
  y: number;
  w: number;
  h: number;
  /** corner radius */
  r: number;
  /** vertical radius of an arched top (0 = none) */
  arch: number;
}

export interface Slot {
  x: number;
  base: number;
  scale: number;
  /** horizontal room available to the object */
  room: number;
}

export interface Ctx {
  W: number;
  H: number;
  /** short side of the canvas */
  s: number;
  /** detail 0 (Hungry Caterpillar) .. 1 (Where's Waldo) */
  t: number;
  persp: Perspective;
  bg: Background;
  onDark: boolean;
  pal: Pal;
  panel: Panel;
  horizon: number;
  motifs: ReadonlySet<Motif>;
  marks: readonly Mark[];
  night: boolean;
  sunset: boolean;
  water: boolean;
  /** land strip when water and land objects share the scene */
  shore: { x0: number; x1: number; side: 'left' | 'right' } | null;
  slots: Map<Motif, Slot>;
  /** 1 with a single motif, lower when many motifs share the detail budget */
  density: number;
  layers: Record<Layer, string[]>;
  defs: string[];
  rng(label: string): Rng;
  uid(prefix: string): string;
}

export const has = (ctx: Ctx, m: Motif): boolean => ctx.motifs.has(m);

/** Element count that never decreases with detail t: min at t <= from, max at t = 1 (before density). */
export function count(ctx: Ctx, min: number, max: number, from = 0): number {
  if (ctx.t <= from) return min;
  const f = (ctx.t - from) / (1 - from);
  return Math.round(min + (max - min) * f * ctx.density);
}

export interface SceneInput {
  W: number;
  H: number;
  t: number;
  persp: Perspective;
  bg: Background;
  pal: Pal;
  key: string;
  prompt: string;
}

export function createScene(inp: SceneInput): Ctx {
  const { W, H, persp } = inp;
  const s = Math.min(W, H);
  const found = detectMotifs(inp.prompt);
  const motifs = new Set(found.motifs);
  const layoutRng = streamFor(inp.key, 'layout');
  const margin = s * (motifs.has('frame') ? 0.115 : 0.07);
  const pw = W - 2 * margin;
  const ph = H - 2 * margin;
  const radius = s * (persp === 'startup_founders' ? 0.018 : persp === 'content_creators' ? 0.045 : 0.075);
  const panel: Panel = {
    x: margin,
    y: margin,
    w: pw,
    h: ph,
    r: radius,
    arch: motifs.has('garden') ? Math.min(ph * 0.3, pw / 2) : 0,
  };
  const hzFrac = (H > W * 1.1 ? 0.66 : W > H * 2 ? 0.67 : 0.63) + (persp === 'content_creators' ? -0.02 : 0);
  const horizon = panel.y + ph * (hzFrac + layoutRng.range(-0.035, 0.035));
  const water = motifs.has('wave') || motifs.has('bridge') || motifs.has('lighthouse');
  const landy = ['tree', 'home', 'lighthouse', 'path'].some((m) => motifs.has(m as Motif));
  const side: 'left' | 'right' = layoutRng.chance(0.5) ? 'left' : 'right';
  const landCount = ['tree', 'home', 'lighthouse'].filter((m) => motifs.has(m as Motif)).length;
  const shoreW = pw * Math.min(0.7, 0.5 + 0.1 * Math.max(0, landCount - 1));
  const shore = water && landy
    ? side === 'left'
      ? { x0: panel.x, x1: panel.x + shoreW, side }
      : { x0: panel.x + pw - shoreW, x1: panel.x + pw, side }
    : null;

  const focal = (['tree', 'home', 'lighthouse'] as const).filter((m) => motifs.has(m));
  // a garden (Eden) grows its tree of life when nothing else stands in the middle
  if (focal.length === 0 && motifs.has('garden')) focal.push('tree');
  const order = layoutRng.shuffle(focal);
  // a lighthouse stands at the water's edge
  if (shore && order.includes('lighthouse')) {
    order.splice(order.indexOf('lighthouse'), 1);
    if (shore.side === 'left') order.push('lighthouse');
    else order.unshift('lighthouse');
  }
  const slots = new Map<Motif, Slot>();
  const n = order.length;
  const x0 = shore ? shore.x0 + (shore.side === 'left' ? pw * 0.04 : pw * 0.08) : panel.x;
  const x1 = shore ? shore.x1 - (shore.side === 'left' ? pw * 0.08 : pw * 0.04) : panel.x + pw;
  const spread: Record<number, number[]> = {
    1: persp === 'startup_founders' ? [layoutRng.pick([0.5, 0.5, 1 / 3, 2 / 3])] : persp === 'content_creators' ? [layoutRng.pick([0.36, 0.64])] : [layoutRng.pick([0.42, 0.58])],
    2: persp === 'content_creators' ? [0.26, 0.7] : [0.32, 0.68],
    3: [0.2, 0.5, 0.8],
  };
  const fr = spread[n] ?? [];
  order.forEach((m, i) => {
    const edgeX = shore ? (shore.side === 'left' ? shore.x1 - pw * 0.14 : shore.x0 + pw * 0.14) : 0;
    const x = shore && n === 1 ? (m === 'lighthouse' ? edgeX : (x0 + x1) / 2) : x0 + (x1 - x0) * (fr[i] ?? 0.5);
    slots.set(m, { x, base: horizon + ph * 0.1, scale: 1 / (1 + 0.22 * (n - 1)), room: ((x1 - x0) / Math.max(1, n)) * 0.92 });
  });

  const motifCount = motifs.size + (found.marks.length > 0 ? 1 : 0);
  let uidCounter = 0;
  return {
    W, H, s, t: inp.t, persp, bg: inp.bg, onDark: inp.bg === 'black' || inp.bg === 'charcoal',
    pal: inp.pal, panel, horizon, motifs, marks: found.marks,
    night: motifs.has('star'), sunset: found.sunset, water, shore, slots,
    density: Math.max(0.45, 1 / (1 + 0.16 * Math.max(0, motifCount - 1))),
    layers: { under: [], sky: [], far: [], ground: [], mid: [], front: [], texture: [], over: [] },
    defs: [],
    rng: (label) => streamFor(inp.key, label),
    uid: (prefix) => `${prefix}${++uidCounter}`,
  };
}

/** Panel outline path (rounded rect, optionally with an arched top). */
export function panelPath(p: Panel, grow = 0): string {
  const x = p.x - grow;
  const y = p.y - grow;
  const w = p.w + 2 * grow;
  const h = p.h + 2 * grow;
  const r = Math.max(0, p.r + grow);
  const f = (v: number): string => String(Math.round(v * 100) / 100);
  if (p.arch > 0) {
    const ay = p.arch + grow;
    return `M ${f(x)} ${f(y + h - r)} L ${f(x)} ${f(y + ay)} A ${f(w / 2)} ${f(ay)} 0 0 1 ${f(x + w)} ${f(y + ay)} L ${f(x + w)} ${f(y + h - r)} Q ${f(x + w)} ${f(y + h)} ${f(x + w - r)} ${f(y + h)} L ${f(x + r)} ${f(y + h)} Q ${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - r)} Z`;
  }
  return `M ${f(x + r)} ${f(y)} L ${f(x + w - r)} ${f(y)} Q ${f(x + w)} ${f(y)} ${f(x + w)} ${f(y + r)} L ${f(x + w)} ${f(y + h - r)} Q ${f(x + w)} ${f(y + h)} ${f(x + w - r)} ${f(y + h)} L ${f(x + r)} ${f(y + h)} Q ${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - r)} L ${f(x)} ${f(y + r)} Q ${f(x)} ${f(y)} ${f(x + r)} ${f(y)} Z`;
}
