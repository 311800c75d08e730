/** Garden / Eden: shrubs, big leaves, flowers and a vine along an arched panel. */
import { mix } from './color.ts';
import { type Scene, detailCount } from './scene.ts';
import { circle, element, line, path, pathData, type Point, rotate, smoothClosed } from './svg.ts';

/** A pointed leaf from its base along an angle (radians). */
function leafPath(baseX: number, baseY: number, angle: number, length: number, width: number): string {
  const tipX = baseX + Math.cos(angle) * length;
  const tipY = baseY + Math.sin(angle) * length;
  const middleX = (baseX + tipX) / 2;
  const middleY = (baseY + tipY) / 2;
  const normalX = -Math.sin(angle) * width;
  const normalY = Math.cos(angle) * width;
  return `M ${pathData(baseX, baseY)} Q ${pathData(middleX + normalX, middleY + normalY, tipX, tipY)} Q ${pathData(middleX - normalX, middleY - normalY, baseX, baseY)} Z`;
}

/** A round flower at low detail, five petals from mid detail. */
function flower(scene: Scene, x: number, y: number, radius: number, petal: string, centre: string, spin: number): string[] {
  if (scene.detail < 0.3) return [circle(x, y, radius, petal), circle(x, y, radius * 0.38, centre)];
  const out: string[] = [];
  for (let i = 0; i < 5; i++) {
    const angle = spin + (i / 5) * 360;
    out.push(element('ellipse', { cx: x, cy: y - radius * 0.55, rx: radius * 0.42, ry: radius * 0.62, fill: petal, transform: rotate(angle, x, y) }));
  }
  out.push(circle(x, y, radius * 0.34, centre));
  return out;
}

export function drawGarden(scene: Scene): void {
  const { panel, palette, shortSide, horizon } = scene;
  const style = scene.style.garden;
  const out = scene.layers.front;
  const bottom = panel.y + panel.height;
  const leafColours = [palette.leaf, mix(palette.leaf, palette.ink, 0.35), mix(palette.leaf, palette.second, 0.45), mix(palette.leaf, palette.warm, 0.3)];
  // rounded shrubs along the horizon (midground)
  const bushRandom = scene.random('bushes');
  const bushes = detailCount(scene, 0, 7, 0.2);
  for (let i = 0; i < bushes; i++) {
    const bushX = panel.x + panel.width * ((i + bushRandom.range(0.2, 0.8)) / Math.max(bushes, 1));
    const radius = panel.height * bushRandom.range(0.05, 0.09);
    const outline: Point[] = [];
    for (let k = 0; k < 8; k++) {
      const angle = (k / 8) * Math.PI * 2;
      // flat below the horizon line, lumpy above it
      const pointRadius = radius * (Math.sin(angle) > 0 ? 0.6 : bushRandom.range(0.9, 1.1));
      outline.push([bushX + Math.cos(angle) * pointRadius * 1.3, horizon + panel.height * 0.02 + Math.sin(angle) * pointRadius]);
    }
    scene.layers.far.push(path(smoothClosed(outline), mix(leafColours[i % 3]!, palette.skyBottom, 0.25)));
  }
  // big leaves fanning in from both bottom corners (foreground)
  const leaves = detailCount(scene, 2, 16);
  const longest = Math.min(panel.height * 0.5, panel.width * 0.42);
  const leafRandom = scene.random('leaves');
  for (let i = 0; i < leaves; i++) {
    const left = i % 2 === 0;
    const rank = Math.floor(i / 2);
    const baseX = left ? panel.x + panel.width * (0.03 + 0.018 * rank) : panel.x + panel.width * (0.97 - 0.018 * rank);
    const angle = -Math.PI / 2 + (left ? 1 : -1) * (0.3 + rank * style.leafFanSpread + leafRandom.range(-0.06, 0.06));
    const length = longest * (1 - rank * 0.07) * leafRandom.range(0.85, 1.05);
    const width = length * style.leafWidth;
    const baseY = bottom + panel.height * 0.03;
    const colour = leafColours[(i + rank) % leafColours.length]!;
    out.push(path(leafPath(baseX, baseY, angle, length, width), colour));
    if (scene.detail >= 0.5 && rank < 3) out.push(line(baseX, baseY, baseX + Math.cos(angle) * length * 0.8, baseY + Math.sin(angle) * length * 0.8, palette.light, shortSide * 0.003, { opacity: 0.35 }));
  }
  // flowers along the bottom
  const flowerRandom = scene.random('flowers');
  const flowers = detailCount(scene, 1, 9);
  const petals = [palette.accent, palette.warm, palette.light, mix(palette.accent, palette.second, 0.4)];
  for (let i = 0; i < flowers; i++) {
    const flowerX = panel.x + panel.width * (flowers === 1 ? style.singleFlowerPosition : 0.12 + 0.76 * ((i + flowerRandom.range(0.1, 0.9)) / flowers));
    const flowerY = bottom - panel.height * flowerRandom.range(0.08, 0.2);
    const size = shortSide * (flowers === 1 ? 0.06 : flowerRandom.range(0.024, 0.036));
    if (scene.detail >= 0.3) out.push(line(flowerX, flowerY, flowerX + size * 0.3, bottom, mix(palette.leaf, palette.ink, 0.2), shortSide * 0.004));
    out.push(...flower(scene, flowerX, flowerY, size, petals[i % petals.length]!, i % 2 === 0 ? palette.warm : palette.accent, flowerRandom.range(0, 72)));
  }
  // a garland vine along the arch
  const vines = detailCount(scene, 0, 22, 0.5);
  if (vines > 0 && panel.arch > 0) {
    const inset = shortSide * 0.02;
    const radiusX = panel.width / 2 - inset;
    const radiusY = panel.arch - inset;
    const cx = panel.x + panel.width / 2;
    const cy = panel.y + panel.arch;
    out.push(path(`M ${pathData(cx - radiusX, cy + panel.height * 0.1)} L ${pathData(cx - radiusX, cy)} A ${pathData(radiusX, radiusY)} 0 0 1 ${pathData(cx + radiusX, cy)} L ${pathData(cx + radiusX, cy + panel.height * 0.1)}`, 'none', { stroke: mix(palette.leaf, palette.ink, 0.3), 'stroke-width': shortSide * 0.004, opacity: 0.8 }));
    for (let i = 0; i < vines; i++) {
      const angle = Math.PI + (Math.PI * (i + 0.5)) / vines;
      const vineX = cx + Math.cos(angle) * radiusX;
      const vineY = cy + Math.sin(angle) * radiusY;
      const lean = i % 2 === 0 ? 0.7 : -0.7;
      if (i % 5 === 4) out.push(circle(vineX, vineY, shortSide * 0.009, palette.accent));
      else out.push(path(leafPath(vineX, vineY, angle + Math.PI / 2 + lean, shortSide * 0.04, shortSide * 0.012), leafColours[i % 3]!));
    }
  }
}
