/** Sky motifs: sun (rise/set), moon and stars or constellations. */
import { mix } from './color.ts';
import { skyColors } from './backdrop.ts';
import { type Scene, detailCount, hasMotif } from './scene.ts';
import { circle, line, path, pathData, type Point, rect } from './svg.ts';

/** A four-pointed sparkle with pinched sides. */
export function sparklePath(cx: number, cy: number, radius: number): string {
  const pinch = radius * 0.18;
  return `M ${pathData(cx, cy - radius)} Q ${pathData(cx + pinch, cy - pinch, cx + radius, cy)} Q ${pathData(cx + pinch, cy + pinch, cx, cy + radius)} Q ${pathData(cx - pinch, cy + pinch, cx - radius, cy)} Q ${pathData(cx - pinch, cy - pinch, cx, cy - radius)} Z`;
}

/** Top of the open sky: below the arch of an arched panel. */
function skyTop(scene: Scene): number {
  return scene.panel.y + (scene.panel.arch > 0 ? scene.panel.arch * 0.45 : 0);
}

/** The sun, low at sunrise or sunset; a soft sun is a pale disc that gives an empty sky some weight. */
export function drawSun(scene: Scene, soft = false): void {
  const { panel, palette, shortSide, horizon } = scene;
  const style = scene.style.sun;
  const random = scene.random('sun');
  const out = scene.layers.sky;
  const low = scene.sunset;
  const options = random.shuffle(style.positions).concat([0.5, 0.16, 0.84]);
  const clearance = (share: number): number => Math.min(1, ...[...scene.slots.values()].map((slot) => Math.abs(panel.x + panel.width * share - slot.x) / panel.width));
  const position = options.find((option) => clearance(option) >= 0.2) ?? options.reduce((best, option) => (clearance(option) > clearance(best) ? option : best));
  const cx = panel.x + panel.width * position;
  const radius = Math.min(panel.height * (low ? 0.2 : 0.12), panel.width * 0.2);
  const behindRidge = hasMotif(scene, 'mountain') || hasMotif(scene, 'city');
  const highY = Math.max(skyTop(scene) + radius * 1.6, panel.y + panel.height * 0.26);
  const cy = low ? (behindRidge ? horizon - (horizon - skyTop(scene)) * 0.55 : horizon - radius * 0.15) : highY;
  const sunColor = scene.night ? mix(palette.warm, palette.accent, 0.3) : soft ? mix(palette.warm, palette.skyBottom, 0.5) : palette.warm;
  if (soft) {
    if (scene.detail >= 0.3) out.push(circle(cx, cy, radius * 1.5, sunColor, { opacity: 0.3 }));
    out.push(circle(cx, cy, radius * 1.1, sunColor, { opacity: 0.9 }));
    return;
  }
  if (scene.detail >= 0.4) out.push(circle(cx, cy, radius * 2.1, sunColor, { opacity: 0.12 }));
  if (scene.detail >= 0.2) out.push(circle(cx, cy, radius * 1.45, sunColor, { opacity: 0.25 }));
  const rays = detailCount(scene, 0, 16, 0.3);
  for (let i = 0; i < rays; i++) {
    const angle = (i / Math.max(rays, 1)) * Math.PI * 2 + random.range(-0.05, 0.05);
    const inner = radius * 1.65;
    const outer = radius * style.rayLength;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    if (style.rays.shape === 'wedge') {
      const halfWidth = 0.09;
      const wedge: Point[] = [[cx + Math.cos(angle - halfWidth) * inner, cy + Math.sin(angle - halfWidth) * inner], [cx + cos * outer, cy + sin * outer], [cx + Math.cos(angle + halfWidth) * inner, cy + Math.sin(angle + halfWidth) * inner]];
      out.push(path(`M ${pathData(...wedge[0]!)} L ${pathData(...wedge[1]!)} L ${pathData(...wedge[2]!)} Z`, sunColor, { opacity: 0.8 }));
    } else {
      out.push(line(cx + cos * inner, cy + sin * inner, cx + cos * outer, cy + sin * outer, sunColor, shortSide * style.rays.width, { opacity: 0.75 }));
    }
  }
  out.push(circle(cx, cy, radius, sunColor));
  // retro stripes across a low sun
  const stripes = low ? detailCount(scene, 0, 4, 0.5) : 0;
  const [, bottom] = skyColors(scene);
  for (let i = 0; i < stripes; i++) {
    const y = cy + radius * (0.15 + i * 0.2);
    out.push(rect(cx - radius, y, radius * 2, radius * (0.04 + i * 0.025), bottom));
  }
}

export function drawNight(scene: Scene): void {
  const { panel, palette, shortSide, horizon } = scene;
  const out = scene.layers.sky;
  const random = scene.random('night');
  const top = skyTop(scene);
  const starColor = mix(palette.light, palette.warm, 0.25);
  let moonPosition = -1;
  if (!hasMotif(scene, 'sun')) {
    // crescent moon
    const radius = panel.height * 0.085;
    moonPosition = random.pick([0.2, 0.8]);
    const moonX = panel.x + panel.width * moonPosition;
    const moonY = Math.max(top + radius * 1.8, panel.y + panel.height * 0.2);
    if (scene.detail >= 0.3) out.push(circle(moonX, moonY, radius * 1.7, palette.light, { opacity: 0.08 }));
    out.push(path(`M ${pathData(moonX, moonY - radius)} A ${pathData(radius, radius)} 0 1 0 ${pathData(moonX, moonY + radius)} A ${pathData(radius * 0.62, radius)} 0 1 1 ${pathData(moonX, moonY - radius)} Z`, starColor));
  }
  // a few bold stars always, kept clear of the moon
  const boldStars = 2 + (scene.detail >= 0.2 ? 1 : 0);
  for (let i = 0; i < boldStars; i++) {
    let position = 0.15 + 0.7 * ((i + 0.5) / boldStars) + random.range(-0.08, 0.08);
    if (Math.abs(position - moonPosition) < 0.12) position = moonPosition < 0.5 ? moonPosition + 0.15 : moonPosition - 0.15;
    const x = panel.x + panel.width * position;
    const y = top + (horizon - top) * random.range(0.15, 0.5);
    out.push(path(sparklePath(x, y, shortSide * random.range(0.025, 0.04)), starColor));
  }
  // constellation: points joined by a thin line
  const constellationRandom = scene.random('constellation');
  const nodes = scene.detail >= 0.1 ? 4 + detailCount(scene, 0, 4, 0.3) : 0;
  if (nodes >= 2) {
    const originX = panel.x + panel.width * constellationRandom.range(0.15, 0.35);
    const originY = top + (horizon - top) * 0.15;
    const stars: Point[] = [];
    for (let i = 0; i < nodes; i++) {
      stars.push([originX + panel.width * (0.075 * i + constellationRandom.range(0, 0.04)), originY + (horizon - top) * constellationRandom.range(0, 0.45)]);
    }
    out.push(path(stars.map((star, i) => `${i === 0 ? 'M' : 'L'} ${pathData(star[0], star[1])}`).join(' '), 'none', { stroke: starColor, 'stroke-width': shortSide * 0.0025, opacity: 0.55 }));
    stars.forEach((star, i) => out.push(circle(star[0], star[1], shortSide * (i % 3 === 0 ? 0.009 : 0.0065), starColor)));
  }
  // small dots
  const dotRandom = scene.random('stars');
  const dots = detailCount(scene, 0, 50, 0.3);
  for (let i = 0; i < dots; i++) {
    const x = panel.x + panel.width * dotRandom.next();
    const y = top + (horizon - top) * dotRandom.range(0.02, 0.85);
    out.push(circle(x, y, shortSide * dotRandom.range(0.0015, 0.004), starColor, { opacity: dotRandom.range(0.5, 1) }));
  }
}
