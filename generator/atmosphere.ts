/** Atmosphere: clouds in the sky, and fine Where's-Waldo detail (grass tufts, birds). */
import { mix } from './color.ts';
import { type Scene, detailCount } from './scene.ts';
import { pathData, path } from './svg.ts';

const circlePath = (x: number, y: number, radius: number): string =>
  `M ${pathData(x - radius, y)} a ${pathData(radius, radius)} 0 1 1 ${pathData(2 * radius, 0)} a ${pathData(radius, radius)} 0 1 1 ${pathData(-2 * radius, 0)} Z`;

/** A horizontal pill from left to right, top to bottom, whose ends are half circles of the given height. */
const pillPath = (left: number, right: number, top: number, bottom: number, height: number): string =>
  `M ${pathData(left + height / 2, top)} H ${pathData(right - height / 2)} A ${pathData(height / 2, height / 2)} 0 0 1 ${pathData(right - height / 2, bottom)} H ${pathData(left + height / 2)} A ${pathData(height / 2, height / 2)} 0 0 1 ${pathData(left + height / 2, top)} Z`;

/** Soft clouds drifting in the sky: a pill with a shorter one stacked on it, or a pill with round puffs. */
export function drawClouds(scene: Scene): void {
  const { panel, palette, horizon } = scene;
  const random = scene.random('clouds');
  const clouds = scene.night ? 0 : detailCount(scene, 0, 4, 0.2);
  const top = panel.y + panel.arch * 0.7;
  const colour = scene.night ? mix(palette.nightBottom, palette.light, 0.15) : palette.light;
  for (let i = 0; i < clouds; i++) {
    const width = panel.width * random.range(0.1, 0.17);
    const height = width * 0.24;
    const cx = panel.x + panel.width * ((i + random.range(0.15, 0.85)) / Math.max(clouds, 1));
    const cy = top + (horizon - top) * random.range(0.12, 0.45);
    let data = pillPath(cx - width / 2, cx + width / 2, cy - height / 2, cy + height / 2, height);
    if (scene.style.backdrop.cloudShape === 'stackedPills') {
      const inset = width * 0.18;
      data += ` ${pillPath(cx - width / 2 + inset, cx + width / 2 - inset * 2, cy - height * 1.3, cy - height * 0.3, height)}`;
    } else {
      data += ` ${circlePath(cx - width * 0.17, cy - height * 0.35, width * 0.17)} ${circlePath(cx + width * 0.1, cy - height * 0.55, width * 0.22)}`;
    }
    scene.layers.sky.push(path(data, colour, { opacity: scene.night ? 0.35 : 0.85 }));
  }
}

/** Where's-Waldo detail for landscapes: grass tufts on the land and a flock of birds. */
export function drawFineDetail(scene: Scene): void {
  const { panel, palette, shortSide, horizon } = scene;
  const tuftRandom = scene.random('tufts');
  const tufts = scene.water && !scene.shore ? 0 : detailCount(scene, 0, 36, 0.6);
  const x0 = scene.shore ? scene.shore.x0 : panel.x;
  const x1 = scene.shore ? scene.shore.x1 : panel.x + panel.width;
  const grass = mix(palette.leaf, palette.ink, 0.2);
  for (let i = 0; i < tufts; i++) {
    const x = x0 + (x1 - x0) * tuftRandom.range(0.03, 0.97);
    const y = horizon + (panel.y + panel.height - horizon) * tuftRandom.range(0.15, 0.95);
    const height = shortSide * tuftRandom.range(0.012, 0.022) * (0.6 + (y - horizon) / (panel.y + panel.height - horizon));
    scene.layers.ground.push(path(`M ${pathData(x - height * 0.45, y - height * 0.8)} L ${pathData(x, y)} L ${pathData(x, y - height)} M ${pathData(x + height * 0.45, y - height * 0.8)} L ${pathData(x, y)}`, 'none', { stroke: grass, 'stroke-width': shortSide * 0.003, 'stroke-linecap': 'round', opacity: 0.6 }));
  }
  const birdRandom = scene.random('birds');
  const birds = scene.night ? 0 : detailCount(scene, 0, 7, 0.6);
  const flockX = panel.x + panel.width * birdRandom.range(0.2, 0.8);
  const flockY = panel.y + panel.arch * 0.6 + (horizon - panel.y - panel.arch * 0.6) * birdRandom.range(0.15, 0.4);
  for (let i = 0; i < birds; i++) {
    const x = flockX + shortSide * (i * 0.035 + birdRandom.range(-0.01, 0.01)) * (i % 2 ? 1 : -1);
    const y = flockY + shortSide * (i * 0.012 + birdRandom.range(-0.01, 0.01));
    const wing = shortSide * birdRandom.range(0.008, 0.014);
    scene.layers.sky.push(path(`M ${pathData(x - wing, y - wing * 0.5)} Q ${pathData(x - wing * 0.4, y - wing * 0.6, x, y)} Q ${pathData(x + wing * 0.4, y - wing * 0.6, x + wing, y - wing * 0.5)}`, 'none', { stroke: palette.ink, 'stroke-width': shortSide * 0.0025, 'stroke-linecap': 'round', opacity: 0.6 }));
  }
}
