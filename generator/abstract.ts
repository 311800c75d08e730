/** Abstract composition for prompts without a matching motif word. */
import { mix } from './color.ts';
import type { PerspectiveStyle } from './perspectiveStyles.ts';
import { type Scene, detailCount } from './scene.ts';
import { circle, element, line, path, pathData, type Point, rect, rotate, smoothClosed, smoothOpen } from './svg.ts';

/** A closed smooth blob around a centre, each point's radius jittered by a share of the radius. */
function blob(cx: number, cy: number, radius: number, jitter: number, next: () => number, points = 8): string {
  const outline: Point[] = [];
  for (let i = 0; i < points; i++) {
    const angle = (i / points) * Math.PI * 2;
    const pointRadius = radius * (1 - jitter + 2 * jitter * next());
    outline.push([cx + Math.cos(angle) * pointRadius, cy + Math.sin(angle) * pointRadius]);
  }
  return smoothClosed(outline);
}

/** A six by four grid with a circle, a column, a quarter disc and small squares in its cells. */
function grid(scene: Scene): void {
  const { panel, palette, shortSide } = scene;
  const out = scene.layers.mid;
  const random = scene.random('abstract');
  const pad = Math.min(panel.width, panel.height) * 0.1;
  const gridX = panel.x + pad;
  const gridY = panel.y + pad + panel.arch * 0.5;
  const gridWidth = panel.width - 2 * pad;
  const gridHeight = panel.height - 2 * pad - panel.arch * 0.5;
  const columns = 6;
  const rows = 4;
  const cellWidth = gridWidth / columns;
  const rowHeight = gridHeight / rows;
  const lines = detailCount(scene, 0, columns + rows - 2, 0.2);
  for (let i = 0; i < lines; i++) {
    if (i < columns - 1) out.push(line(gridX + cellWidth * (i + 1), gridY, gridX + cellWidth * (i + 1), gridY + gridHeight, palette.ink, shortSide * 0.002, { opacity: 0.18 }));
    else out.push(line(gridX, gridY + rowHeight * (i - columns + 2), gridX + gridWidth, gridY + rowHeight * (i - columns + 2), palette.ink, shortSide * 0.002, { opacity: 0.18 }));
  }
  const circleColumn = random.int(2, 4);
  const radius = Math.min(cellWidth * 1.6, gridHeight * 0.42);
  const barColumn = circleColumn >= 3 ? random.int(0, 1) : random.int(4, 5);
  if (scene.detail >= 0.2) out.push(path(`M ${pathData(gridX + gridWidth, gridY + gridHeight)} L ${pathData(gridX + gridWidth - cellWidth * 1.5, gridY + gridHeight)} A ${pathData(cellWidth * 1.5, cellWidth * 1.5)} 0 0 1 ${pathData(gridX + gridWidth, gridY + gridHeight - cellWidth * 1.5)} Z`, palette.warm));
  out.push(rect(gridX + cellWidth * barColumn, gridY, cellWidth, rowHeight * 3, palette.fourth));
  out.push(circle(gridX + cellWidth * circleColumn, gridY + rowHeight * 2, radius, palette.accent));
  out.push(rect(gridX + cellWidth * (circleColumn - 1.5), gridY + rowHeight * 3.3, cellWidth * 3, rowHeight * 0.22, palette.ink));
  const squares = detailCount(scene, 0, 16, 0.4);
  for (let i = 0; i < squares; i++) {
    const column = random.int(0, columns - 1);
    const row = random.int(0, rows - 1);
    const size = Math.min(cellWidth, rowHeight) * 0.22;
    out.push(rect(gridX + cellWidth * column + cellWidth * 0.5 - size / 2, gridY + rowHeight * row + rowHeight * 0.5 - size / 2, size, size, random.pick([palette.second, palette.third, palette.ink, palette.light])));
  }
}

/** A blob, a tilted card, an arc and a squiggle, scattered with confetti. */
function collage(scene: Scene): void {
  const { panel, palette, shortSide } = scene;
  const out = scene.layers.mid;
  const random = scene.random('abstract');
  const unit = Math.min(panel.width, panel.height);
  const left = random.chance(0.5);
  const blobX = panel.x + panel.width * (left ? 0.36 : 0.64);
  const blobY = panel.y + panel.height * 0.52;
  out.push(path(blob(blobX, blobY, unit * 0.32, 0.16, () => random.next(), 7), palette.accent));
  const cardX = panel.x + panel.width * (left ? 0.68 : 0.3);
  out.push(element('rect', { x: cardX - unit * 0.18, y: blobY - unit * 0.1, width: unit * 0.36, height: unit * 0.22, rx: unit * 0.04, fill: palette.second, transform: rotate(random.range(12, 28) * random.sign(), cardX, blobY) }));
  const arcX = panel.x + panel.width * (left ? 0.78 : 0.2);
  const arcY = panel.y + panel.height * 0.8;
  out.push(path(`M ${pathData(arcX - unit * 0.2, arcY)} A ${pathData(unit * 0.2, unit * 0.2)} 0 0 1 ${pathData(arcX + unit * 0.2, arcY)}`, 'none', { stroke: palette.warm, 'stroke-width': unit * 0.07, 'stroke-linecap': 'round' }));
  if (scene.detail >= 0.2) {
    const squiggle: Point[] = [];
    for (let i = 0; i < 7; i++) squiggle.push([panel.x + panel.width * (0.12 + i * 0.12), panel.y + panel.height * (0.2 + (i % 2 ? 0.06 : -0.04))]);
    out.push(path(smoothOpen(squiggle), 'none', { stroke: palette.ink, 'stroke-width': shortSide * 0.01, 'stroke-linecap': 'round' }));
  }
  if (scene.detail >= 0.35) out.push(circle(panel.x + panel.width * (left ? 0.14 : 0.86), panel.y + panel.height * 0.7, unit * 0.08, 'none', { stroke: palette.third, 'stroke-width': shortSide * 0.014 }));
  const confetti = detailCount(scene, 0, 34, 0.3);
  const colours = [palette.accent, palette.second, palette.third, palette.warm, palette.fourth];
  for (let i = 0; i < confetti; i++) {
    const x = panel.x + panel.width * random.range(0.05, 0.95);
    const y = panel.y + panel.height * random.range(0.08, 0.92);
    const size = shortSide * random.range(0.008, 0.018);
    const colour = colours[i % colours.length]!;
    const kind = i % 3;
    if (kind === 0) out.push(rect(x, y, size * 2.4, size, colour, { transform: rotate(random.range(0, 180), x, y) }));
    else if (kind === 1) out.push(path(`M ${pathData(x, y - size)} L ${pathData(x + size, y + size * 0.7)} L ${pathData(x - size, y + size * 0.7)} Z`, colour, { transform: rotate(random.range(0, 120), x, y) }));
    else out.push(circle(x, y, size * 0.7, colour));
  }
}

/** Nested rainbow arches over a round sun, with a second sun, a blob and soft bokeh. */
function arches(scene: Scene): void {
  const { panel, palette, shortSide } = scene;
  const out = scene.layers.mid;
  const random = scene.random('abstract');
  const unit = Math.min(panel.width, panel.height);
  const cx = panel.x + panel.width * random.range(0.42, 0.58);
  const cy = panel.y + panel.height * 0.55;
  if (scene.detail >= 0.2) {
    const bands = [palette.accent, palette.warm, palette.third, palette.second];
    bands.forEach((colour, i) => {
      const radius = unit * (0.46 - i * 0.07);
      out.push(path(`M ${pathData(cx - radius, panel.y + panel.height + 2)} L ${pathData(cx - radius, cy + unit * 0.1)} A ${pathData(radius, radius)} 0 0 1 ${pathData(cx + radius, cy + unit * 0.1)} L ${pathData(cx + radius, panel.y + panel.height + 2)}`, 'none', { stroke: colour, 'stroke-width': unit * 0.055, opacity: 0.85 }));
    });
  }
  const side = random.sign();
  out.push(circle(cx + side * panel.width * 0.3, panel.y + panel.height * 0.3, unit * 0.13, palette.warm, { opacity: 0.95 }));
  out.push(circle(cx, cy + unit * 0.1, unit * 0.2, palette.accent, { opacity: 0.9 }));
  out.push(path(blob(cx - side * panel.width * 0.3, panel.y + panel.height * 0.78, unit * 0.17, 0.12, () => random.next(), 8), mix(palette.second, palette.leaf, 0.3), { opacity: 0.92 }));
  const bokeh = detailCount(scene, 0, 28, 0.3);
  for (let i = 0; i < bokeh; i++) {
    out.push(circle(panel.x + panel.width * random.next(), panel.y + panel.height * random.range(0.05, 0.95), shortSide * random.range(0.008, 0.03), random.pick([palette.light, palette.warm, palette.accent]), { opacity: random.range(0.25, 0.6) }));
  }
}

const compositions: Record<PerspectiveStyle['backdrop']['abstractComposition'], (scene: Scene) => void> = { grid, collage, arches };

export function drawAbstract(scene: Scene): void {
  compositions[scene.style.backdrop.abstractComposition](scene);
}
