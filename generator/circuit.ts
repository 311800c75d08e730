/** Circuit / network / data: a network in the sky, or a chip with traces as the whole composition. */
import { mix } from './color.ts';
import { type Scene, detailCount } from './scene.ts';
import { circle, element, path, pathData, type Point, rect, rotate } from './svg.ts';

function skyNetwork(scene: Scene): void {
  const { panel, palette, shortSide, horizon } = scene;
  const out = scene.layers.sky;
  const random = scene.random('circuit');
  const orthogonal = scene.style.circuit.orthogonalNetwork;
  const top = panel.y + panel.arch * 0.45 + panel.height * 0.1;
  const bandHeight = (horizon - top) * 0.55;
  const nodeCount = detailCount(scene, 3, 12);
  const colour = scene.night ? mix(palette.third, palette.light, 0.3) : mix(palette.fourth, palette.ink, 0.15);
  const nodes: Point[] = [];
  for (let i = 0; i < nodeCount; i++) {
    const across = orthogonal ? Math.round(random.range(0, 12)) / 12 : random.next();
    const down = orthogonal ? Math.round(random.range(0, 4)) / 4 : random.next();
    nodes.push([panel.x + panel.width * (0.1 + 0.8 * across), top + bandHeight * down]);
  }
  nodes.sort((left, right) => left[0] - right[0]);
  let traces = '';
  for (let i = 1; i < nodes.length; i++) {
    const [from, to] = [nodes[i - 1]!, nodes[i]!];
    if (orthogonal) traces += ` M ${pathData(from[0], from[1])} H ${pathData((from[0] + to[0]) / 2)} V ${pathData(to[1])} H ${pathData(to[0])}`;
    else traces += ` M ${pathData(from[0], from[1])} C ${pathData((from[0] + to[0]) / 2, from[1] - bandHeight * 0.3, (from[0] + to[0]) / 2, to[1] + bandHeight * 0.3, to[0], to[1])}`;
  }
  out.push(path(traces.trim(), 'none', { stroke: colour, 'stroke-width': shortSide * (scene.detail < 0.3 ? 0.012 : 0.006), 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: 0.85 }));
  nodes.forEach((node, i) => {
    const radius = shortSide * (scene.detail < 0.3 ? 0.03 : i % 3 === 0 ? 0.02 : 0.013);
    out.push(circle(node[0], node[1], radius, i % 2 === 0 ? palette.accent : colour, { stroke: palette.light, 'stroke-width': radius * 0.35 }));
  });
  const packets = detailCount(scene, 0, 12, 0.5);
  for (let i = 0; i < packets && nodes.length > 1; i++) {
    const from = nodes[i % (nodes.length - 1)]!;
    const to = nodes[(i % (nodes.length - 1)) + 1]!;
    const x = from[0] + (to[0] - from[0]) * ((i * 0.37) % 1) * 0.5;
    const size = shortSide * 0.009;
    out.push(rect(x - size / 2, from[1] - size / 2, size, size, palette.warm, { transform: rotate(45, x, from[1]) }));
  }
}

/** Unit step outwards from each side of the chip: top, right, bottom, left. */
const sideDirections: readonly Point[] = [[0, -1], [1, 0], [0, 1], [-1, 0]];

/** Chip-centred composition used when the circuit is the main subject. */
function chipScene(scene: Scene): void {
  const { panel, palette, shortSide } = scene;
  const style = scene.style.circuit;
  const out = scene.layers.mid;
  const random = scene.random('chip');
  const unit = Math.min(panel.width, panel.height);
  const cx = panel.x + panel.width * random.pick(style.chipPositions);
  const cy = panel.y + panel.height * 0.5 + panel.arch * 0.2;
  const chipSize = unit * (scene.detail < 0.3 ? 0.34 : 0.28);
  const traceColour = scene.night ? mix(palette.third, palette.light, 0.2) : mix(palette.fourth, palette.ink, 0.2);
  const traces = detailCount(scene, 4, 20);
  const traceRandom = scene.random('traces');
  const ends: Point[] = [];
  const strokeWidth = shortSide * (scene.detail < 0.3 ? 0.014 : 0.006);
  const insidePanel = (x: number, y: number): Point => [
    Math.min(panel.x + panel.width * 0.94, Math.max(panel.x + panel.width * 0.06, x)),
    Math.min(panel.y + panel.height * 0.92, Math.max(panel.y + panel.arch * 0.6 + panel.height * 0.08, y)),
  ];
  for (let i = 0; i < traces; i++) {
    const offset = (traceRandom.range(-0.38, 0.38) + (Math.floor(i / 4) % 2 ? 0.05 : -0.05)) * chipSize;
    const [dx, dy] = sideDirections[i % 4]!;
    const startX = cx + (dx !== 0 ? (dx * chipSize) / 2 : offset);
    const startY = cy + (dy !== 0 ? (dy * chipSize) / 2 : offset);
    const outwards = (dx !== 0 ? panel.width * 0.5 - chipSize / 2 : panel.height * 0.5 - chipSize / 2) * traceRandom.range(0.25, 0.7);
    const turn = traceRandom.sign();
    const sideways = (dx !== 0 ? panel.height : panel.width) * traceRandom.range(0.05, 0.25);
    const corner = insidePanel(startX + dx * outwards, startY + dy * outwards);
    const end = insidePanel(
      corner[0] + (dy !== 0 ? turn * sideways : dx * sideways * style.traceOvershoot),
      corner[1] + (dx !== 0 ? turn * sideways : dy * sideways * style.traceOvershoot),
    );
    const data = style.curvedTraces
      ? `M ${pathData(startX, startY)} Q ${pathData(corner[0], corner[1], end[0], end[1])}`
      : `M ${pathData(startX, startY)} L ${pathData(corner[0], corner[1])} L ${pathData(end[0], end[1])}`;
    ends.push(end);
    out.push(path(data, 'none', { stroke: traceColour, 'stroke-width': strokeWidth, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
    out.push(circle(end[0], end[1], shortSide * (scene.detail < 0.3 ? 0.022 : 0.011), i % 3 === 0 ? palette.accent : i % 3 === 1 ? palette.warm : traceColour, { stroke: palette.light, 'stroke-width': shortSide * 0.004 }));
  }
  if (scene.detail >= 0.4) out.push(circle(cx, cy, chipSize * 1.05, palette.accent, { opacity: 0.14 }));
  // pins around the chip
  const pins = detailCount(scene, 0, 24, 0.2);
  for (let i = 0; i < pins; i++) {
    const side = i % 4;
    const along = -0.35 + (0.7 * (Math.floor(i / 4) + 0.5)) / Math.ceil(pins / 4);
    const pinWidth = chipSize * 0.05;
    const pinLength = chipSize * 0.1;
    const [x, y, width, height] = side === 0 ? [cx + along * chipSize - pinWidth / 2, cy - chipSize / 2 - pinLength, pinWidth, pinLength]
      : side === 1 ? [cx + chipSize / 2, cy + along * chipSize - pinWidth / 2, pinLength, pinWidth]
        : side === 2 ? [cx - along * chipSize - pinWidth / 2, cy + chipSize / 2, pinWidth, pinLength]
          : [cx - chipSize / 2 - pinLength, cy - along * chipSize - pinWidth / 2, pinLength, pinWidth];
    out.push(rect(x, y, width, height, mix(palette.ink, palette.light, 0.35)));
  }
  const cornerRadius = chipSize * style.chipCornerRadius;
  const tilt = style.chipTilt === 0 ? undefined : rotate(style.chipTilt, cx, cy);
  out.push(element('rect', { x: cx - chipSize / 2, y: cy - chipSize / 2, width: chipSize, height: chipSize, rx: cornerRadius, fill: palette.ink, transform: tilt }));
  out.push(element('rect', { x: cx - chipSize * 0.3, y: cy - chipSize * 0.3, width: chipSize * 0.6, height: chipSize * 0.6, rx: cornerRadius * 0.6, fill: palette.accent, transform: tilt }));
  if (scene.detail >= 0.3) out.push(element('rect', { x: cx - chipSize * 0.16, y: cy - chipSize * 0.16, width: chipSize * 0.32, height: chipSize * 0.32, rx: cornerRadius * 0.3, fill: 'none', stroke: palette.light, 'stroke-width': shortSide * 0.004, transform: tilt }));
  // data packets travelling out
  const packets = detailCount(scene, 0, 12, 0.5);
  for (let i = 0; i < packets; i++) {
    const end = ends[i % ends.length]!;
    const share = 0.45 + 0.1 * (i % 3);
    const x = cx + (end[0] - cx) * share;
    const y = cy + (end[1] - cy) * share;
    const size = shortSide * 0.01;
    out.push(rect(x - size / 2, y - size / 2, size, size, palette.warm, { transform: rotate(45, x, y) }));
  }
}

export function drawCircuit(scene: Scene, asScene: boolean): void {
  if (asScene) chipScene(scene);
  else skyNetwork(scene);
}
