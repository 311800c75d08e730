/** Landscape motifs: mountains, city skyline, waves, path / road. */
import { mix } from './color.ts';
import { skyColors } from './backdrop.ts';
import type { SeededRandom } from './random.ts';
import { type Scene, detailCount } from './scene.ts';
import { circle, element, path, pathData, polygon, type Point, rect, smoothOpen } from './svg.ts';

export function drawMountains(scene: Scene): void {
  const { panel, palette, horizon } = scene;
  const rounded = scene.style.landscape.roundedMountains;
  const out = scene.layers.far;
  const random = scene.random('mountain');
  const [, skyBottom] = skyColors(scene);
  const foot = horizon + panel.height * 0.08;
  const ranges = scene.detail >= 0.45 ? 3 : scene.detail >= 0.2 ? 2 : 1;
  const topLimit = panel.y + (panel.arch > 0 ? panel.arch * 0.8 : panel.height * 0.12);
  const base = scene.night ? mix(palette.second, palette.nightTop, 0.4) : mix(palette.second, palette.ink, 0.15);
  const peaks: Point[] = [];
  // far ranges first (lighter), the main range last
  for (let k = ranges - 1; k >= 0; k--) {
    const rangeRandom = scene.random(`range${k}`);
    const colour = mix(base, skyBottom, 0.22 + k * 0.25);
    const height = (horizon - topLimit) * (0.85 - k * 0.12);
    const peakCount = 2 + k + rangeRandom.int(0, 1);
    const ridge: Point[] = [[panel.x - 10, foot]];
    for (let i = 0; i < peakCount; i++) {
      const x = panel.x + panel.width * ((i + 0.5) / peakCount + rangeRandom.range(-0.12, 0.12) / peakCount);
      const y = horizon - height * rangeRandom.range(0.55, 1);
      ridge.push([x - panel.width * rangeRandom.range(0.06, 0.1), horizon - height * rangeRandom.range(0.1, 0.3)]);
      ridge.push([x, y]);
      if (k === 0) peaks.push([x, y]);
    }
    ridge.push([panel.x + panel.width + 10, horizon - height * 0.2], [panel.x + panel.width + 10, foot]);
    const data = rounded ? `${smoothOpen(ridge.slice(0, -1))} L ${pathData(panel.x + panel.width + 10, foot)} Z` : polygon(ridge);
    out.push(path(data, colour));
    if (k === 0 && scene.detail >= 0.3) {
      // snow caps on the main peaks
      for (const [x, y] of peaks) {
        const capHeight = (horizon - y) * 0.22;
        const cap: Point[] = [[x, y], [x + capHeight * 0.75, y + capHeight], [x + capHeight * 0.25, y + capHeight * 0.8], [x, y + capHeight * 1.05], [x - capHeight * 0.3, y + capHeight * 0.8], [x - capHeight * 0.7, y + capHeight]];
        out.push(path(rounded ? smoothOpen(cap) + ' Z' : polygon(cap), palette.light, { opacity: 0.92 }));
      }
    }
  }
  // tiny pines along the foot of the range
  const pines = detailCount(scene, 0, 20, 0.55);
  const pineColour = mix(palette.leaf, palette.ink, 0.35);
  for (let i = 0; i < pines; i++) {
    const x = panel.x + panel.width * random.next();
    const height = panel.height * random.range(0.035, 0.06);
    const y = horizon + panel.height * 0.01;
    out.push(path(polygon([[x, y - height], [x + height * 0.32, y], [x - height * 0.32, y]]), pineColour));
  }
}

/** Outline of one building from its left edge x, width and height above the horizon to the foot. */
function tower(scene: Scene, x: number, width: number, height: number, foot: number, tall: boolean, colour: string): string {
  const { horizon, style } = scene;
  const top = tall ? style.landscape.cityTowerTop : 'flat';
  if (top === 'slanted') return path(polygon([[x, foot], [x, horizon - height * 0.82], [x + width, horizon - height], [x + width, foot]]), colour);
  if (top === 'arched') return path(`M ${pathData(x, foot)} L ${pathData(x, horizon - height + width / 2)} A ${pathData(width / 2, width / 2)} 0 0 1 ${pathData(x + width, horizon - height + width / 2)} L ${pathData(x + width, foot)} Z`, colour);
  return element('rect', { x, y: horizon - height, width, height: height + (foot - horizon), fill: colour, rx: width * style.landscape.cityCornerRadius });
}

export function drawCity(scene: Scene): void {
  const { panel, palette, shortSide, horizon, shore } = scene;
  const out = scene.layers.far;
  const random = scene.random('city');
  const maxHeight = (horizon - panel.y - panel.arch * 0.8) * 0.72;
  const baseColour = scene.night ? mix(palette.ink, palette.nightBottom, 0.3) : mix(palette.fourth, palette.ink, 0.42);
  const lit = scene.night ? palette.warm : mix(palette.light, palette.skyTop, 0.2);
  const spanStart = shore ? (shore.side === 'left' ? panel.x + panel.width * 0.42 : panel.x) : panel.x + panel.width * 0.03;
  const spanEnd = shore ? (shore.side === 'left' ? panel.x + panel.width : panel.x + panel.width * 0.58) : panel.x + panel.width * 0.97;
  const foot = horizon + panel.height * 0.08;
  if (scene.detail >= 0.3) {
    // a lighter, hazier back row
    const backRandom = scene.random('city-back');
    const backCount = 12;
    const width = (spanEnd - spanStart) / backCount;
    for (let i = 0; i < backCount; i++) {
      const height = maxHeight * backRandom.range(0.3, 0.75);
      out.push(element('rect', { x: spanStart + i * width + width * 0.08, y: horizon - height, width: width * 0.84, height: height + (foot - horizon), rx: width * scene.style.landscape.cityBackRowCornerRadius, fill: mix(baseColour, skyColors(scene)[1], 0.6) }));
    }
  }
  const buildings = detailCount(scene, 5, 13);
  const windowRandom = scene.random('city-windows');
  const windowsTotal = detailCount(scene, 0, 80, 0.4);
  let windowsLeft = windowsTotal;
  const antennas = detailCount(scene, 0, 3, 0.5);
  const slotWidth = (spanEnd - spanStart) / buildings;
  for (let i = 0; i < buildings; i++) {
    const tall = i % 3 === 1;
    const width = slotWidth * (tall ? random.range(0.6, 0.75) : random.range(0.75, 0.95));
    const x = spanStart + slotWidth * i + (slotWidth - width) / 2;
    const height = maxHeight * (tall ? random.range(0.75, 1) : random.range(0.3, 0.62));
    const colour = mix(baseColour, i % 2 ? palette.second : palette.fourth, random.range(0.05, 0.35));
    out.push(tower(scene, x, width, height, foot, tall, colour));
    if (tall && Math.floor(i / 3) < antennas) out.push(rect(x + width / 2 - shortSide * 0.002, horizon - height - panel.height * 0.06, shortSide * 0.004, panel.height * 0.06, colour));
    // windows in a grid, a share per building
    const columns = width > shortSide * 0.06 ? 3 : 2;
    const windowSize = width / (columns * 2 + 1);
    const share = Math.ceil(windowsTotal / buildings);
    for (let j = 0; j < share && windowsLeft > 0; j++) {
      const windowX = x + windowSize + (j % columns) * windowSize * 2;
      const windowY = horizon - height + windowSize * 1.5 + Math.floor(j / columns) * windowSize * 2;
      if (windowY > horizon - windowSize * 2) break;
      windowsLeft--;
      out.push(rect(windowX, windowY, windowSize, windowSize * 1.1, lit, { opacity: windowRandom.range(0.45, 0.95) }));
    }
  }
}

/** Number of wave crests across the panel: fixed, or chosen by the seed. */
function waveCrests(scene: Scene, random: SeededRandom): number {
  const crests = scene.style.landscape.waveCrests;
  return typeof crests === 'number' ? crests : random.int(crests.min, crests.max);
}

export function drawWaves(scene: Scene): void {
  const { panel, palette, shortSide, horizon, shore } = scene;
  const out = scene.layers.ground;
  const random = scene.random('waves');
  const x0 = panel.x - 10;
  const x1 = panel.x + panel.width + 10;
  const bands = detailCount(scene, 1, 6);
  const depth = panel.y + panel.height - horizon;
  const water = scene.night ? mix(palette.water, palette.nightTop, 0.45) : palette.water;
  for (let band = 0; band < bands; band++) {
    const depthShare = bands === 1 ? 0.45 : 0.12 + (0.75 * band) / (bands - 1);
    const y = horizon + depth * depthShare;
    const amplitude = depth * scene.style.landscape.waveAmplitude * (0.6 + depthShare);
    const waveLength = panel.width / waveCrests(scene, random);
    const phase = random.range(0, waveLength);
    const crest: Point[] = [];
    for (let x = x0 - phase; x <= x1 + waveLength; x += waveLength / 2) {
      const up = Math.round((x - x0 + phase) / (waveLength / 2)) % 2 === 0;
      crest.push([x, y + (up ? -amplitude : amplitude * 0.4)]);
    }
    const top = smoothOpen(crest);
    const last = crest[crest.length - 1]!;
    const first = crest[0]!;
    const colour = band % 2 === 0 ? mix(water, palette.light, 0.22) : mix(water, palette.third, 0.4);
    out.push(path(`${top} L ${pathData(last[0], panel.y + panel.height + 4)} L ${pathData(first[0], panel.y + panel.height + 4)} Z`, mix(colour, palette.ink, depthShare * 0.3)));
    if (scene.detail >= 0.4) out.push(path(top, 'none', { stroke: palette.light, 'stroke-width': shortSide * 0.004, opacity: 0.35 }));
  }
  // foam crests and sparkles
  const foam = detailCount(scene, 0, 26, 0.45);
  for (let i = 0; i < foam; i++) {
    const x = panel.x + panel.width * random.next();
    if (shore && x > shore.x0 && x < shore.x1) continue;
    const y = horizon + depth * random.range(0.05, 0.95);
    const width = shortSide * random.range(0.015, 0.04);
    out.push(path(`M ${pathData(x - width, y)} Q ${pathData(x, y - width * 0.5, x + width, y)}`, 'none', { stroke: palette.light, 'stroke-width': shortSide * 0.004, 'stroke-linecap': 'round', opacity: 0.7 }));
  }
}

/** Point on a cubic Bezier at `along` (0 at the start, 1 at the end), one coordinate at a time. */
const bezier = (along: number, start: number, control1: number, control2: number, end: number): number =>
  (1 - along) ** 3 * start + 3 * (1 - along) ** 2 * along * control1 + 3 * (1 - along) * along * along * control2 + along ** 3 * end;

export function drawPath(scene: Scene): void {
  const { panel, palette, shortSide, horizon, shore } = scene;
  const { windingPath, pathDashColour } = scene.style.landscape;
  const random = scene.random('path');
  const out = scene.layers.ground;
  const target = scene.slots.get('home') ?? scene.slots.get('tree') ?? scene.slots.get('lighthouse');
  const topX = target ? target.x : shore ? (shore.x0 + shore.x1) / 2 : panel.x + panel.width * (windingPath ? random.range(0.35, 0.65) : 0.5);
  const topY = target ? target.base : horizon + panel.height * 0.03;
  const bottomX = shore ? (shore.x0 + shore.x1) / 2 : panel.x + panel.width * (windingPath ? random.range(0.3, 0.7) : 0.5);
  const bottomY = panel.y + panel.height + 4;
  const topWidth = shortSide * 0.012;
  const bottomWidth = panel.width * (shore ? 0.16 : 0.26);
  const bend = windingPath ? panel.width * random.range(0.12, 0.2) * random.sign() : 0;
  const colour = mix(palette.warm, palette.light, scene.night ? 0.1 : 0.35);
  const data = `M ${pathData(topX - topWidth, topY)} C ${pathData(topX - topWidth + bend, topY + (bottomY - topY) * 0.4, bottomX - bottomWidth / 2 - bend, bottomY - (bottomY - topY) * 0.35, bottomX - bottomWidth / 2, bottomY)} L ${pathData(bottomX + bottomWidth / 2, bottomY)} C ${pathData(bottomX + bottomWidth / 2 - bend, bottomY - (bottomY - topY) * 0.35, topX + topWidth + bend, topY + (bottomY - topY) * 0.4, topX + topWidth, topY)} Z`;
  out.push(path(data, scene.night ? mix(colour, palette.nightTop, 0.35) : colour));
  const pointX = (along: number): number => bezier(along, topX, topX + bend, bottomX - bend, bottomX);
  const pointY = (along: number): number => bezier(along, topY, topY + (bottomY - topY) * 0.4, bottomY - (bottomY - topY) * 0.35, bottomY);
  // centre dashes along the path
  const dashes = detailCount(scene, 0, 9, 0.3);
  for (let i = 0; i < dashes; i++) {
    const along = 0.15 + (0.8 * i) / Math.max(1, dashes);
    const width = shortSide * (0.004 + 0.014 * along);
    out.push(element('ellipse', { cx: pointX(along), cy: pointY(along), rx: width, ry: width * 0.45, fill: palette[pathDashColour], opacity: 0.8 }));
  }
  // markers: little flags / stones beside the way
  const markers = detailCount(scene, 0, 4, 0.5);
  for (let i = 0; i < markers; i++) {
    const along = 0.3 + 0.17 * i;
    const side = i % 2 === 0 ? -1 : 1;
    const x = pointX(along) + side * (topWidth + (bottomWidth / 2 - topWidth) * along) * 1.35;
    const y = pointY(along);
    const height = panel.height * 0.05 * (0.5 + along);
    out.push(rect(x - shortSide * 0.002, y - height, shortSide * 0.004, height, palette.ink));
    out.push(path(polygon([[x, y - height], [x + height * 0.5, y - height * 0.8], [x, y - height * 0.6]]), palette.accent));
  }
  if (scene.detail >= 0.6) out.push(circle(topX, topY, shortSide * 0.01, palette.warm, { opacity: 0.9 }));
}
