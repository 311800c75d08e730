/**
 * Deterministic procedural brand-image generator.
 *
 * composeSvg builds an SVG purely from its inputs (seeded PRNG, no text, no clock, numbers rounded);
 * renderPng rasterises it with sharp (librsvg) and renderWebp derives a resized WebP.
 */
import sharp from 'sharp';
import type { AspectRatio, Background, ColorPalette, Perspective } from '../domain/vocabulary.ts';
import { drawAbstract } from './abstract.ts';
import { drawClouds, drawFineDetail } from './atmosphere.ts';
import { drawGround, drawShore, drawSky, drawTexture, drawUnder } from './backdrop.ts';
import { drawBook, drawGarden } from './motifs-garden.ts';
import { drawMountains, drawCity, drawPath, drawWaves } from './motifs-land.ts';
import { drawBridge, drawHome, drawLighthouse, drawTree } from './motifs-objects.ts';
import { drawCircuit } from './circuit.ts';
import { drawNight, drawSun } from './motifs-sky.ts';
import { buildPalette } from './palettes.ts';
import { createScene, has, panelPath } from './scene.ts';
import { el } from './svg.ts';
import { drawFrame, drawMarks } from './symbols.ts';
import type { Motif } from './words.ts';

export interface GenerationInput {
  prompt: string;
  perspective: Perspective;
  seed: number;
  background: Background;
  minimalism: number;
  colorPalette: ColorPalette;
  aspectRatio: AspectRatio;
}

const RATIOS: Record<AspectRatio, readonly [number, number]> = {
  '16:9': [16, 9],
  '1:1': [1, 1],
  '4:3': [4, 3],
  '3:4': [3, 4],
  '9:16': [9, 16],
  '21:9': [21, 9],
  '3:2': [3, 2],
};

const BACKGROUNDS: Record<Exclude<Background, 'transparent'>, string> = {
  white: '#ffffff',
  black: '#000000',
  charcoal: '#36454f',
};

/** Motifs that call for a landscape (sky, horizon, ground or water). */
const LANDSCAPE: readonly Motif[] = [
  'garden', 'mountain', 'sun', 'wave', 'star', 'bridge',
  'lighthouse', 'tree', 'path', 'city', 'home', 'book',
];

export function canvasSize(aspectRatio: AspectRatio, longSide: number): { width: number; height: number } {
  const [a, b] = RATIOS[aspectRatio];
  const long = Math.max(1, Math.round(longSide));
  return a >= b
    ? { width: long, height: Math.max(1, Math.round((long * b) / a)) }
    : { width: Math.max(1, Math.round((long * a) / b)), height: long };
}

export function composeSvg(input: GenerationInput, longSide = 1600): string {
  const { width: W, height: H } = canvasSize(input.aspectRatio, longSide);
  const minimalism = Number.isFinite(input.minimalism) ? Math.min(100, Math.max(0, input.minimalism)) : 50;
  const pal = buildPalette(input.colorPalette, input.perspective);
  // the layout key leaves out minimalism, background and aspect ratio so that those
  // adjust the same scene rather than reshuffle it
  const key = JSON.stringify([input.prompt, input.perspective, Math.trunc(input.seed), input.colorPalette]);
  const ctx = createScene({ W, H, t: minimalism / 100, persp: input.perspective, bg: input.background, pal, key, prompt: input.prompt });

  const landscape = LANDSCAPE.some((m) => has(ctx, m));
  drawUnder(ctx);
  drawSky(ctx);
  if (has(ctx, 'sun')) drawSun(ctx);
  else if (landscape && !has(ctx, 'star')) drawSun(ctx, true);
  if (has(ctx, 'star')) drawNight(ctx);
  if (landscape) drawClouds(ctx);
  if (has(ctx, 'circuit')) drawCircuit(ctx, !landscape);
  if (has(ctx, 'mountain')) drawMountains(ctx);
  if (has(ctx, 'city')) drawCity(ctx);
  if (landscape) {
    drawGround(ctx);
    if (has(ctx, 'wave')) drawWaves(ctx);
    if (has(ctx, 'bridge')) drawBridge(ctx);
    drawShore(ctx);
    if (has(ctx, 'path')) drawPath(ctx);
    drawFineDetail(ctx);
    if (ctx.slots.has('tree')) drawTree(ctx);
    if (has(ctx, 'home')) drawHome(ctx);
    if (has(ctx, 'lighthouse')) drawLighthouse(ctx);
    if (has(ctx, 'garden')) drawGarden(ctx);
    if (has(ctx, 'book')) drawBook(ctx);
  } else if (!has(ctx, 'circuit') && ctx.marks.length === 0) {
    drawAbstract(ctx);
  }
  drawTexture(ctx);
  if (has(ctx, 'frame')) drawFrame(ctx);
  drawMarks(ctx, !landscape && !has(ctx, 'circuit'));

  const L = ctx.layers;
  const clip = el('clipPath', { id: 'panel' }, el('path', { d: panelPath(ctx.panel) }));
  const background = input.background === 'transparent' ? '' : el('rect', { width: W, height: H, fill: BACKGROUNDS[input.background] });
  const inside = [...L.sky, ...L.far, ...L.ground, ...L.mid, ...L.front, ...L.texture].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs>${ctx.defs.join('')}${clip}</defs>`,
    background,
    L.under.join(''),
    `<g clip-path="url(#panel)">${inside}</g>`,
    L.over.join(''),
    '</svg>',
  ].join('');
}

export async function renderPng(input: GenerationInput, longSide = 1600): Promise<Buffer> {
  const svg = composeSvg(input, longSide);
  let img = sharp(Buffer.from(svg), { density: 72 });
  if (input.background !== 'transparent') img = img.removeAlpha();
  return img.png({ compressionLevel: 9, adaptiveFiltering: false, palette: false }).toBuffer();
}

export async function renderWebp(png: Buffer, width: number): Promise<Buffer> {
  return sharp(png)
    .resize({ width: Math.max(1, Math.round(width)) })
    .webp({ quality: 78, effort: 4, smartSubsample: false })
    .toBuffer();
}
