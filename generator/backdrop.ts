/** Panel backdrop: sky, ground or water, the card beneath the panel, textures and accents. */
import { mix } from './color.ts';
import type { PerspectiveStyle } from './perspectiveStyles.ts';
import type { SeededRandom } from './random.ts';
import { type Scene, detailCount, panelPath } from './scene.ts';
import { circle, element, linearGradient, path, pathData, type Point, radialGradient, rect, rotate, smoothOpen } from './svg.ts';

const panelBackings: Record<PerspectiveStyle['backdrop']['panelBacking'], (scene: Scene) => void> = {
  offsetOutline(scene) {
    const { panel, shortSide, palette } = scene;
    const offset = shortSide * 0.016;
    scene.layers.under.push(path(panelPath(panel), 'none', { stroke: palette.fourth, 'stroke-width': shortSide * 0.004, opacity: 0.8, transform: `translate(${Math.round(offset)} ${Math.round(offset)})` }));
  },
  tiltedCard(scene) {
    const { panel, shortSide, palette } = scene;
    const random = scene.random('under');
    const tilt = random.range(1.2, 2) * random.sign();
    scene.layers.under.push(path(panelPath(panel), scene.onDark ? palette.accent : mix(palette.accent, palette.warm, 0.15), {
      transform: `translate(${Math.round(shortSide * 0.012)} ${Math.round(shortSide * 0.014)}) ${rotate(tilt, panel.x + panel.width / 2, panel.y + panel.height / 2)}`,
    }));
  },
  mat(scene) {
    const { panel, shortSide, palette } = scene;
    const matWidth = shortSide * 0.022;
    scene.layers.under.push(path(panelPath(panel, matWidth), '#000000', { opacity: 0.12, transform: `translate(0 ${Math.round(shortSide * 0.01)})` }));
    scene.layers.under.push(path(panelPath(panel, matWidth), palette.light));
  },
};

/** What lies beneath the panel and shows around its edge. */
export function drawUnder(scene: Scene): void {
  panelBackings[scene.style.backdrop.panelBacking](scene);
}

/** Top and bottom colour of the sky, by time of day. */
export function skyColors(scene: Scene): [string, string] {
  const { palette } = scene;
  if (scene.night) return [palette.nightTop, scene.sunset ? mix(palette.accent, palette.nightBottom, 0.45) : palette.nightBottom];
  if (scene.sunset) return [mix(palette.second, palette.skyTop, 0.65), mix(palette.warm, palette.skyBottom, 0.3)];
  return [palette.skyTop, palette.skyBottom];
}

export function drawSky(scene: Scene): void {
  const { panel } = scene;
  const [top, bottom] = skyColors(scene);
  // the seed nudges the light of the sky: where the gradient turns, or the tone of a flat sky
  const variant = scene.random('sky-variant').range(0, 1);
  if (scene.detail < 0.2) {
    scene.layers.sky.push(rect(panel.x, panel.y, panel.width, panel.height, mix(top, bottom, 0.25 + 0.4 * variant)));
    return;
  }
  const gradientId = scene.uniqueId('sky');
  scene.defs.push(linearGradient(gradientId, [[0, top], [0.58 + 0.26 * variant, bottom], [1, mix(bottom, scene.palette.light, 0.3)]]));
  scene.layers.sky.push(rect(panel.x, panel.y, panel.width, panel.height, `url(#${gradientId})`));
  if (scene.detail >= 0.4) {
    const glowId = scene.uniqueId('glow');
    scene.defs.push(radialGradient(glowId, [[0, scene.night ? scene.palette.second : scene.palette.light, 0.55], [1, scene.palette.light, 0]]));
    const random = scene.random('glow');
    const cx = panel.x + panel.width * random.range(0.25, 0.75);
    scene.layers.sky.push(element('ellipse', { cx, cy: scene.horizon, rx: panel.width * 0.55, ry: panel.height * 0.45, fill: `url(#${glowId})` }));
  }
}

/** A hill line across the panel and a little beyond (zigzag or smooth, by style), closed to the panel bottom. */
function hillPath(scene: Scene, baseY: number, amplitude: number, label: string): string {
  const { panel } = scene;
  const { segments, angular } = scene.style.backdrop.hills;
  const random = scene.random(label);
  const start = panel.x - panel.width * 0.05;
  const end = panel.x + panel.width * 1.05;
  const phase = random.range(0, Math.PI * 2);
  const points: Point[] = [];
  for (let i = 0; i <= segments; i++) {
    const x = start + ((end - start) * i) / segments;
    const wobble = angular ? (i % 2 === 0 ? -0.3 : 0.3) : Math.sin(phase + i * 1.3);
    points.push([x, baseY + amplitude * wobble + amplitude * random.range(-0.25, 0.25)]);
  }
  const bottom = panel.y + panel.height + 2;
  const crest = angular
    ? points.map((point, i) => `${i === 0 ? 'M' : 'L'} ${pathData(point[0], point[1])}`).join(' ')
    : smoothOpen(points);
  return `${crest} L ${pathData(end, bottom)} L ${pathData(start, bottom)} Z`;
}

/** Colours darken towards the night sky at night. */
const nightDimmer = (scene: Scene) => (colour: string): string => (scene.night ? mix(colour, scene.palette.nightTop, 0.45) : colour);

export function drawGround(scene: Scene): void {
  const { panel, palette, horizon, shortSide } = scene;
  const out = scene.layers.ground;
  const dim = nightDimmer(scene);
  if (scene.water) {
    const water = dim(palette.water);
    if (scene.detail < 0.2) out.push(rect(panel.x, horizon, panel.width, panel.y + panel.height - horizon, water));
    else {
      const gradientId = scene.uniqueId('water');
      scene.defs.push(linearGradient(gradientId, [[0, mix(water, palette.light, 0.35)], [1, mix(water, palette.ink, 0.25)]]));
      out.push(rect(panel.x, horizon, panel.width, panel.y + panel.height - horizon, `url(#${gradientId})`));
    }
    return;
  }
  const far = dim(mix(palette.ground, palette.skyBottom, 0.35));
  const middle = dim(palette.ground);
  const near = dim(mix(palette.ground, palette.leaf, 0.55));
  const amplitude = panel.height * scene.style.backdrop.hillAmplitude;
  if (scene.detail >= 0.2) out.push(path(hillPath(scene, horizon - panel.height * 0.02, amplitude * 0.8, 'hill-far'), far));
  out.push(path(hillPath(scene, horizon + panel.height * 0.04, amplitude, 'hill-mid'), middle));
  if (scene.detail >= 0.5) out.push(path(hillPath(scene, horizon + panel.height * 0.22, amplitude * 1.2, 'hill-near'), near, { opacity: 0.9 }));
  if (scene.style.backdrop.floorGrid) {
    const lines = detailCount(scene, 0, 9, 0.3);
    const vanishingX = panel.x + panel.width / 2;
    for (let i = 0; i < lines; i++) {
      const offset = (i + 0.5) / lines - 0.5;
      out.push(element('line', { x1: vanishingX + offset * panel.width * 0.3, y1: horizon + panel.height * 0.06, x2: vanishingX + offset * panel.width * 2.2, y2: panel.y + panel.height, stroke: palette.light, 'stroke-width': shortSide * 0.0025, opacity: 0.35 }));
    }
  }
}

/** Land strip beside the water (drawn after waves and bridge so it sits in front of them). */
export function drawShore(scene: Scene): void {
  const { panel, palette, horizon, shore } = scene;
  if (!shore) return;
  const dim = nightDimmer(scene);
  const left = shore.side === 'left';
  const edge = left ? shore.x1 : shore.x0;
  const outer = left ? panel.x - 4 : panel.x + panel.width + 4;
  const top = horizon - panel.height * 0.02;
  const direction = left ? 1 : -1;
  const land = (topY: number, edgeX: number): string =>
    `M ${pathData(outer, topY)} L ${pathData(edgeX - direction * panel.width * 0.08, topY)} C ${pathData(edgeX, topY, edgeX + direction * panel.width * 0.04, topY + panel.height * 0.14, edgeX + direction * panel.width * 0.1, panel.y + panel.height + 4)} L ${pathData(outer, panel.y + panel.height + 4)} Z`;
  scene.layers.ground.push(path(land(top, edge), dim(palette.ground)));
  if (scene.detail >= 0.3) scene.layers.ground.push(path(land(horizon + panel.height * 0.2, edge - direction * panel.width * 0.08), dim(mix(palette.ground, palette.leaf, 0.3))));
}

const skyAccents: Record<PerspectiveStyle['backdrop']['skyAccent'], (scene: Scene, x: number, y: number, size: number, colour: string, random: SeededRandom) => void> = {
  gridCross(scene, x, y, size) {
    const { panel, palette, shortSide } = scene;
    const gridX = panel.x + Math.round((x - panel.x) / (panel.width / 16)) * (panel.width / 16);
    const gridY = panel.y + Math.round((y - panel.y) / (panel.height / 9)) * (panel.height / 9);
    scene.layers.sky.push(path(`M ${pathData(gridX - size, gridY)} H ${pathData(gridX + size)} M ${pathData(gridX, gridY - size)} V ${pathData(gridY + size)}`, 'none', { stroke: scene.night ? palette.light : palette.ink, 'stroke-width': shortSide * 0.0025, opacity: 0.3 }));
  },
  confetti(scene, x, y, size, colour, random) {
    scene.layers.texture.push(rect(x, y, size * 2.6, size, colour, { transform: rotate(random.range(-60, 60), x, y), opacity: 0.85 }));
  },
  dot(scene, x, y, size, colour) {
    scene.layers.sky.push(circle(x, y, size, colour, { opacity: 0.6 }));
  },
};

/** Fine pattern and grain at high detail, plus small accents from mid detail. */
export function drawTexture(scene: Scene): void {
  const { panel, palette, shortSide } = scene;
  const out = scene.layers.texture;
  const accentRandom = scene.random('accents');
  const accents = detailCount(scene, 0, 22, 0.25);
  const accentColors = [palette.accent, palette.warm, palette.light, palette.second];
  const drawAccent = skyAccents[scene.style.backdrop.skyAccent];
  for (let i = 0; i < accents; i++) {
    const x = panel.x + panel.width * accentRandom.range(0.04, 0.96);
    const y = panel.y + (scene.horizon - panel.y) * accentRandom.range(0.08, 0.85);
    const colour = accentRandom.pick(accentColors);
    const size = shortSide * accentRandom.range(0.005, 0.012);
    drawAccent(scene, x, y, size, colour, accentRandom);
  }
  // pattern block (dot grid) in an upper corner
  const patternRandom = scene.random('pattern');
  const dots = detailCount(scene, 0, 56, 0.5);
  const columns = 8;
  const gap = shortSide * 0.022;
  const left = patternRandom.chance(0.5);
  const gridX = left ? panel.x + panel.width * 0.05 : panel.x + panel.width * 0.95 - gap * (columns - 1);
  const gridY = panel.y + panel.height * 0.08 + (panel.arch > 0 ? panel.arch * 0.6 : 0);
  const dotColor = scene.night ? palette.light : mix(palette.ink, palette.skyTop, 0.35);
  for (let i = 0; i < dots; i++) {
    const cx = gridX + (i % columns) * gap;
    const cy = gridY + Math.floor(i / columns) * gap;
    out.push(circle(cx, cy, shortSide * 0.0035, dotColor, { opacity: 0.35 }));
  }
  // grain: tiny light and dark specks (not scaled by the motif density)
  const grainRandom = scene.random('grain');
  const specks = scene.detail <= 0.6 ? 0 : Math.round(170 * (scene.detail - 0.6) / 0.4);
  for (let i = 0; i < specks; i++) {
    const light = grainRandom.chance(0.5);
    out.push(circle(panel.x + panel.width * grainRandom.next(), panel.y + panel.height * grainRandom.next(), shortSide * grainRandom.range(0.0015, 0.004), light ? '#ffffff' : palette.ink, { opacity: light ? 0.22 : 0.1 }));
  }
}
