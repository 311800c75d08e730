/** The scene every drawing step shares: prompt motifs, layout (panel, horizon, focal slots) and layered output. */
import type { Background } from '../domain/vocabulary.ts';
import type { Palette } from './palettes.ts';
import type { PerspectiveStyle } from './perspectiveStyles.ts';
import { randomStream, type SeededRandom } from './random.ts';
import { formatNumber } from './svg.ts';
import { detectMotifs, type Mark, type Motif } from './motifWords.ts';

type Layer = 'under' | 'sky' | 'far' | 'ground' | 'mid' | 'front' | 'texture' | 'over';

/** The rounded card the picture is painted on, inside the canvas margin. */
export interface Panel {
  x: number;
  y: number;
  width: number;
  height: number;
  cornerRadius: number;
  /** vertical radius of an arched top (0 = none) */
  arch: number;
}

/** Where a focal object (tree, home, lighthouse) stands. */
export interface Slot {
  x: number;
  base: number;
  scale: number;
  /** horizontal room available to the object */
  room: number;
}

/** Land strip when water and land objects share the scene. */
export interface Shore {
  x0: number;
  x1: number;
  side: 'left' | 'right';
}

export interface Scene {
  width: number;
  height: number;
  shortSide: number;
  /** 0 (Hungry Caterpillar: few bold shapes) .. 1 (Where's Waldo: dense detail), from minimalism */
  detail: number;
  style: PerspectiveStyle;
  onDark: boolean;
  palette: Palette;
  panel: Panel;
  horizon: number;
  motifs: ReadonlySet<Motif>;
  marks: readonly Mark[];
  night: boolean;
  sunset: boolean;
  water: boolean;
  shore: Shore | null;
  slots: Map<Motif, Slot>;
  /** 1 with a single motif, lower when many motifs share the detail budget */
  density: number;
  layers: Record<Layer, string[]>;
  defs: string[];
  /** An independent random stream per label, so that one element's draws never shift another's. */
  random(label: string): SeededRandom;
  uniqueId(prefix: string): string;
}

export const hasMotif = (scene: Scene, motif: Motif): boolean => scene.motifs.has(motif);

/** Element count that never decreases with detail: min up to detail `from`, max at detail 1 (before density). */
export function detailCount(scene: Scene, min: number, max: number, from = 0): number {
  if (scene.detail <= from) return min;
  const share = (scene.detail - from) / (1 - from);
  return Math.round(min + (max - min) * share * scene.density);
}

interface SceneInput {
  width: number;
  height: number;
  detail: number;
  style: PerspectiveStyle;
  background: Background;
  palette: Palette;
  /** what the layout depends on: same key, same arrangement */
  layoutKey: string;
  prompt: string;
}

/** Horizon height as a share of the panel: a little higher on wide canvases and tall ones. */
function horizonShare(width: number, height: number): number {
  return height > width * 1.1 ? 0.66 : width > height * 2 ? 0.67 : 0.63;
}

export function createScene(input: SceneInput): Scene {
  const { width, height, style } = input;
  const shortSide = Math.min(width, height);
  const found = detectMotifs(input.prompt);
  const motifs = new Set(found.motifs);
  const layoutRandom = randomStream(input.layoutKey, 'layout');
  const margin = shortSide * (motifs.has('frame') ? 0.115 : 0.07);
  const panelWidth = width - 2 * margin;
  const panelHeight = height - 2 * margin;
  const panel: Panel = {
    x: margin,
    y: margin,
    width: panelWidth,
    height: panelHeight,
    cornerRadius: shortSide * style.layout.panelCornerRadius,
    arch: motifs.has('garden') ? Math.min(panelHeight * 0.3, panelWidth / 2) : 0,
  };
  const horizon = panel.y + panelHeight * (horizonShare(width, height) + style.layout.horizonShift + layoutRandom.range(-0.035, 0.035));
  const water = motifs.has('wave') || motifs.has('bridge') || motifs.has('lighthouse');
  const onLand = (['tree', 'home', 'lighthouse', 'path'] as const).some((motif) => motifs.has(motif));
  const side: Shore['side'] = layoutRandom.chance(0.5) ? 'left' : 'right';
  const landObjects = (['tree', 'home', 'lighthouse'] as const).filter((motif) => motifs.has(motif)).length;
  const shoreWidth = panelWidth * Math.min(0.7, 0.5 + 0.1 * Math.max(0, landObjects - 1));
  const shore: Shore | null = water && onLand
    ? side === 'left'
      ? { x0: panel.x, x1: panel.x + shoreWidth, side }
      : { x0: panel.x + panelWidth - shoreWidth, x1: panel.x + panelWidth, side }
    : null;

  const focal = (['tree', 'home', 'lighthouse'] as const).filter((motif) => motifs.has(motif));
  // a garden (Eden) grows its tree of life when nothing else stands in the middle
  if (focal.length === 0 && motifs.has('garden')) focal.push('tree');
  const order = layoutRandom.shuffle(focal);
  // a lighthouse stands at the water's edge
  if (shore && order.includes('lighthouse')) {
    order.splice(order.indexOf('lighthouse'), 1);
    if (shore.side === 'left') order.push('lighthouse');
    else order.unshift('lighthouse');
  }
  const slots = new Map<Motif, Slot>();
  const focalCount = order.length;
  const x0 = shore ? shore.x0 + (shore.side === 'left' ? panelWidth * 0.04 : panelWidth * 0.08) : panel.x;
  const x1 = shore ? shore.x1 - (shore.side === 'left' ? panelWidth * 0.08 : panelWidth * 0.04) : panel.x + panelWidth;
  const positionsByCount: Record<number, readonly number[]> = {
    1: [layoutRandom.pick(style.layout.singleFocusPositions)],
    2: style.layout.pairFocusPositions,
    3: [0.2, 0.5, 0.8],
  };
  const positions = positionsByCount[focalCount] ?? [];
  order.forEach((motif, i) => {
    const waterEdgeX = shore ? (shore.side === 'left' ? shore.x1 - panelWidth * 0.14 : shore.x0 + panelWidth * 0.14) : 0;
    const x = shore && focalCount === 1 ? (motif === 'lighthouse' ? waterEdgeX : (x0 + x1) / 2) : x0 + (x1 - x0) * (positions[i] ?? 0.5);
    slots.set(motif, { x, base: horizon + panelHeight * 0.1, scale: 1 / (1 + 0.22 * (focalCount - 1)), room: ((x1 - x0) / Math.max(1, focalCount)) * 0.92 });
  });

  const motifCount = motifs.size + (found.marks.length > 0 ? 1 : 0);
  let idCounter = 0;
  return {
    width, height, shortSide, detail: input.detail, style, onDark: input.background === 'black' || input.background === 'charcoal',
    palette: input.palette, panel, horizon, motifs, marks: found.marks,
    night: motifs.has('star'), sunset: found.sunset, water, shore, slots,
    density: Math.max(0.45, 1 / (1 + 0.16 * Math.max(0, motifCount - 1))),
    layers: { under: [], sky: [], far: [], ground: [], mid: [], front: [], texture: [], over: [] },
    defs: [],
    random: (label) => randomStream(input.layoutKey, label),
    uniqueId: (prefix) => `${prefix}${++idCounter}`,
  };
}

/** Panel outline path (rounded rect, optionally with an arched top), grown outwards by `grow`. */
export function panelPath(panel: Panel, grow = 0): string {
  const x = panel.x - grow;
  const y = panel.y - grow;
  const width = panel.width + 2 * grow;
  const height = panel.height + 2 * grow;
  const radius = Math.max(0, panel.cornerRadius + grow);
  const right = x + width;
  const bottom = y + height;
  const format = formatNumber;
  if (panel.arch > 0) {
    const archHeight = panel.arch + grow;
    return `M ${format(x)} ${format(bottom - radius)} L ${format(x)} ${format(y + archHeight)} A ${format(width / 2)} ${format(archHeight)} 0 0 1 ${format(right)} ${format(y + archHeight)} L ${format(right)} ${format(bottom - radius)} Q ${format(right)} ${format(bottom)} ${format(right - radius)} ${format(bottom)} L ${format(x + radius)} ${format(bottom)} Q ${format(x)} ${format(bottom)} ${format(x)} ${format(bottom - radius)} Z`;
  }
  return `M ${format(x + radius)} ${format(y)} L ${format(right - radius)} ${format(y)} Q ${format(right)} ${format(y)} ${format(right)} ${format(y + radius)} L ${format(right)} ${format(bottom - radius)} Q ${format(right)} ${format(bottom)} ${format(right - radius)} ${format(bottom)} L ${format(x + radius)} ${format(bottom)} Q ${format(x)} ${format(bottom)} ${format(x)} ${format(bottom - radius)} L ${format(x)} ${format(y + radius)} Q ${format(x)} ${format(y)} ${format(x + radius)} ${format(y)} Z`;
}
