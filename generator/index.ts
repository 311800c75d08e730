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
import { drawBook } from './book.ts';
import { drawBridge } from './bridge.ts';
import { drawCircuit } from './circuit.ts';
import { drawHome, drawLighthouse, drawTree } from './focalObjects.ts';
import { drawFrame } from './frame.ts';
import { drawGarden } from './garden.ts';
import { drawCity, drawMountains, drawPath, drawWaves } from './landMotifs.ts';
import { drawMarks } from './marks.ts';
import type { Motif } from './motifWords.ts';
import { buildPalette } from './palettes.ts';
import { perspectiveStyles } from './perspectiveStyles.ts';
import { createScene, hasMotif, panelPath } from './scene.ts';
import { drawNight, drawSun } from './skyMotifs.ts';
import { element } from './svg.ts';

export interface GenerationInput {
  prompt: string;
  perspective: Perspective;
  seed: number;
  background: Background;
  minimalism: number;
  colorPalette: ColorPalette;
  aspectRatio: AspectRatio;
}

const BACKGROUND_COLOURS: Record<Exclude<Background, 'transparent'>, string> = {
  white: '#ffffff',
  black: '#000000',
  charcoal: '#36454f',
};

/** Motifs that call for a landscape (sky, horizon, ground or water). */
const LANDSCAPE_MOTIFS: readonly Motif[] = [
  'garden', 'mountain', 'sun', 'wave', 'star', 'bridge',
  'lighthouse', 'tree', 'path', 'city', 'home', 'book',
];

export function canvasSize(aspectRatio: AspectRatio, longSide: number): { width: number; height: number } {
  // '16:9' is 16 parts wide and 9 high
  const [widthPart = 1, heightPart = 1] = aspectRatio.split(':').map(Number);
  const long = Math.max(1, Math.round(longSide));
  return widthPart >= heightPart
    ? { width: long, height: Math.max(1, Math.round((long * heightPart) / widthPart)) }
    : { width: Math.max(1, Math.round((long * widthPart) / heightPart)), height: long };
}

export function composeSvg(input: GenerationInput, longSide = 1600): string {
  const { width, height } = canvasSize(input.aspectRatio, longSide);
  const minimalism = Number.isFinite(input.minimalism) ? Math.min(100, Math.max(0, input.minimalism)) : 50;
  const style = perspectiveStyles[input.perspective];
  const palette = buildPalette(input.colorPalette, style.palette);
  // the layout key leaves out minimalism, background and aspect ratio so that those
  // adjust the same scene rather than reshuffle it
  const layoutKey = JSON.stringify([input.prompt, input.perspective, Math.trunc(input.seed), input.colorPalette]);
  const scene = createScene({ width, height, detail: minimalism / 100, style, background: input.background, palette, layoutKey, prompt: input.prompt });
  const has = (motif: Motif): boolean => hasMotif(scene, motif);

  const landscape = LANDSCAPE_MOTIFS.some(has);
  drawUnder(scene);
  drawSky(scene);
  if (has('sun')) drawSun(scene);
  else if (landscape && !has('star')) drawSun(scene, true);
  if (has('star')) drawNight(scene);
  if (landscape) drawClouds(scene);
  if (has('circuit')) drawCircuit(scene, !landscape);
  if (has('mountain')) drawMountains(scene);
  if (has('city')) drawCity(scene);
  if (landscape) {
    drawGround(scene);
    if (has('wave')) drawWaves(scene);
    if (has('bridge')) drawBridge(scene);
    drawShore(scene);
    if (has('path')) drawPath(scene);
    drawFineDetail(scene);
    // a garden without other focal objects has a tree slot too
    if (scene.slots.has('tree')) drawTree(scene);
    if (has('home')) drawHome(scene);
    if (has('lighthouse')) drawLighthouse(scene);
    if (has('garden')) drawGarden(scene);
    if (has('book')) drawBook(scene);
  } else if (!has('circuit') && scene.marks.length === 0) {
    drawAbstract(scene);
  }
  drawTexture(scene);
  if (has('frame')) drawFrame(scene);
  drawMarks(scene, !landscape && !has('circuit'));

  const { layers } = scene;
  const clip = element('clipPath', { id: 'panel' }, element('path', { d: panelPath(scene.panel) }));
  const background = input.background === 'transparent' ? '' : element('rect', { width, height, fill: BACKGROUND_COLOURS[input.background] });
  const inside = [...layers.sky, ...layers.far, ...layers.ground, ...layers.mid, ...layers.front, ...layers.texture].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${scene.defs.join('')}${clip}</defs>`,
    background,
    layers.under.join(''),
    `<g clip-path="url(#panel)">${inside}</g>`,
    layers.over.join(''),
    '</svg>',
  ].join('');
}

export async function renderPng(input: GenerationInput, longSide = 1600): Promise<Buffer> {
  const svg = composeSvg(input, longSide);
  let image = sharp(Buffer.from(svg), { density: 72 });
  if (input.background !== 'transparent') image = image.removeAlpha();
  return image.png({ compressionLevel: 9, adaptiveFiltering: false, palette: false }).toBuffer();
}

export async function renderWebp(png: Buffer, width: number): Promise<Buffer> {
  return sharp(png)
    .resize({ width: Math.max(1, Math.round(width)) })
    .webp({ quality: 78, effort: 4, smartSubsample: false })
    .toBuffer();
}
