/** Focal objects that stand in the layout's slots: lighthouse, tree, home / hearth. */
import { mix } from './color.ts';
import type { PerspectiveStyle } from './perspectiveStyles.ts';
import { type Scene, detailCount, hasMotif, type Slot } from './scene.ts';
import { circle, element, line, path, pathData, polygon, type Point, rect, smoothClosed } from './svg.ts';

/** The object's slot, or the middle of the panel when the layout gave it none. */
const slotOf = (scene: Scene, motif: 'tree' | 'home' | 'lighthouse'): Slot =>
  scene.slots.get(motif) ?? { x: scene.panel.x + scene.panel.width / 2, base: scene.horizon + scene.panel.height * 0.1, scale: 1, room: scene.panel.width };

export function drawLighthouse(scene: Scene): void {
  const { panel, palette, shortSide } = scene;
  const out = scene.layers.mid;
  const slot = slotOf(scene, 'lighthouse');
  const random = scene.random('lighthouse');
  const base = scene.shore ? scene.horizon + panel.height * 0.06 : slot.base;
  const height = Math.min(panel.height * 0.62 * slot.scale, (base - panel.y) * 0.82, slot.room * 2.4) * random.range(0.88, 1.05);
  const x = slot.x + panel.width * random.range(-0.04, 0.04);
  const baseWidth = height * 0.2;
  const topWidth = height * 0.12;
  const top = base - height * 0.78;
  const tower: Point[] = [[x - baseWidth / 2, base], [x - topWidth / 2, top], [x + topWidth / 2, top], [x + baseWidth / 2, base]];
  const lamp = palette.warm;
  // beam
  const direction = random.sign();
  const lampY = top - height * 0.08;
  out.push(path(polygon([[x, lampY], [x + direction * panel.width * 0.45, lampY - height * 0.2], [x + direction * panel.width * 0.45, lampY + height * 0.14]]), lamp, { opacity: scene.night ? 0.4 : 0.28 }));
  if (scene.detail >= 0.5) out.push(path(polygon([[x, lampY], [x - direction * panel.width * 0.25, lampY - height * 0.1], [x - direction * panel.width * 0.25, lampY + height * 0.07]]), lamp, { opacity: 0.18 }));
  // rocks at the foot
  const rocks = detailCount(scene, 0, 5, 0.4);
  for (let i = 0; i < rocks; i++) {
    const rockX = x + (i - (rocks - 1) / 2) * baseWidth * 0.55;
    out.push(element('ellipse', { cx: rockX, cy: base, rx: baseWidth * random.range(0.35, 0.55), ry: baseWidth * random.range(0.2, 0.32), fill: mix(palette.ink, palette.second, 0.3 + 0.1 * (i % 2)) }));
  }
  out.push(path(polygon(tower), palette.light));
  // stripes
  const stripes = scene.detail >= 0.2 ? 3 : 0;
  const widthAt = (y: number): number => topWidth + (baseWidth - topWidth) * ((y - top) / (base - top));
  for (let i = 0; i < stripes; i++) {
    const y0 = top + (base - top) * (0.18 + i * 0.3);
    const y1 = y0 + (base - top) * 0.14;
    const [width0, width1] = [widthAt(y0), widthAt(y1)];
    out.push(path(polygon([[x - width0 / 2, y0], [x + width0 / 2, y0], [x + width1 / 2, y1], [x - width1 / 2, y1]]), palette.accent));
  }
  if (scene.detail >= 0.3) out.push(element('rect', { x: x - baseWidth * 0.14, y: base - height * 0.12, width: baseWidth * 0.28, height: height * 0.12, rx: baseWidth * 0.14, fill: palette.ink }));
  const windows = detailCount(scene, 0, 3, 0.4);
  for (let i = 0; i < windows; i++) out.push(element('rect', { x: x - topWidth * 0.12, y: top + (base - top) * (0.1 + i * 0.3), width: topWidth * 0.24, height: height * 0.045, rx: topWidth * 0.1, fill: palette.ink, opacity: 0.8 }));
  // gallery, lantern, roof
  if (scene.detail >= 0.3) out.push(rect(x - topWidth * 0.75, top - height * 0.015, topWidth * 1.5, height * 0.03, palette.ink));
  out.push(element('rect', { x: x - topWidth * 0.38, y: top - height * 0.13, width: topWidth * 0.76, height: height * 0.12, fill: lamp, rx: topWidth * scene.style.objects.lanternCornerRadius }));
  const roof = scene.style.objects.lighthouseRoof === 'pointed'
    ? polygon([[x - topWidth * 0.55, top - height * 0.13], [x, top - height * 0.22], [x + topWidth * 0.55, top - height * 0.13]])
    : `M ${pathData(x - topWidth * 0.55, top - height * 0.13)} Q ${pathData(x, top - height * 0.3, x + topWidth * 0.55, top - height * 0.13)} Z`;
  out.push(path(roof, palette.ink === palette.accent ? palette.second : palette.accent));
  if (scene.detail >= 0.6) out.push(circle(x, top - height * 0.07, topWidth * 0.9, lamp, { opacity: 0.25 }));
  if (scene.detail >= 0.4) out.push(line(x, top - height * 0.22, x, top - height * 0.27, palette.ink, shortSide * 0.004));
}

export function drawTree(scene: Scene): void {
  const { panel, palette, shortSide } = scene;
  const crown = scene.style.objects.treeCrown;
  const out = scene.layers.mid;
  const slot = slotOf(scene, 'tree');
  const random = scene.random('tree');
  const heightLimit = Math.min(panel.height * 0.6 * slot.scale, (slot.base - panel.y) * 0.85);
  const x = slot.x;
  const base = slot.base;
  const radius = Math.min(heightLimit * 0.36, panel.width * 0.2, slot.room * 0.42);
  const height = Math.min(heightLimit, radius * 3.1);
  const cy = base - height + radius;
  const trunkWidth = radius * 0.22;
  const bark = scene.night ? mix(palette.ink, palette.nightBottom, 0.2) : mix(palette.ink, palette.warm, 0.25);
  const leaf = scene.night ? mix(palette.leaf, palette.nightTop, 0.35) : palette.leaf;
  out.push(path(`M ${pathData(x - trunkWidth, base)} Q ${pathData(x - trunkWidth * 0.3, base - height * 0.3, x - trunkWidth * 0.4, cy)} L ${pathData(x + trunkWidth * 0.4, cy)} Q ${pathData(x + trunkWidth * 0.3, base - height * 0.3, x + trunkWidth, base)} Z`, bark));
  if (scene.detail >= 0.4) {
    out.push(line(x, cy + radius * 0.7, x - radius * 0.5, cy + radius * 0.25, bark, trunkWidth * 0.35));
    out.push(line(x, cy + radius * 0.55, x + radius * 0.45, cy + radius * 0.1, bark, trunkWidth * 0.3));
  }
  const lobeColours = [mix(leaf, palette.ink, 0.15), mix(leaf, palette.third, 0.4)];
  if (scene.detail >= 0.2) {
    // side lobes: a symmetric pair under a round crown, a looser ring of four under a wobbly one
    const angles = crown.kind === 'round' ? [Math.PI, 0] : [-Math.PI / 2 - 1.35, -Math.PI / 2 - 0.45, -Math.PI / 2 + 0.45, -Math.PI / 2 + 1.35];
    angles.forEach((angle, i) => {
      const lobeRadius = radius * (crown.kind === 'round' ? 0.5 : random.range(0.48, 0.6));
      out.push(circle(x + Math.cos(angle) * radius * 0.78, cy + Math.sin(angle) * radius * 0.6 + radius * 0.18, lobeRadius, lobeColours[i % 2]!));
    });
  }
  if (crown.kind === 'round') out.push(circle(x, cy, radius, leaf));
  else {
    const outline: Point[] = [];
    const points = 9;
    for (let i = 0; i < points; i++) {
      const angle = (i / points) * Math.PI * 2;
      const pointRadius = radius * random.range(...crown.radiusRange);
      outline.push([x + Math.cos(angle) * pointRadius, cy + Math.sin(angle) * pointRadius * 0.92]);
    }
    out.push(path(smoothClosed(outline), leaf));
  }
  // fruit / blossoms
  const fruitRandom = scene.random('fruit');
  const fruit = detailCount(scene, 0, 14, 0.3);
  const fruitColour = hasMotif(scene, 'garden') ? palette.accent : palette[scene.style.objects.fruitColour];
  for (let i = 0; i < fruit; i++) {
    const angle = fruitRandom.range(0, Math.PI * 2);
    const distance = radius * Math.sqrt(fruitRandom.next()) * 0.8;
    out.push(circle(x + Math.cos(angle) * distance, cy + Math.sin(angle) * distance, shortSide * fruitRandom.range(0.008, 0.013), fruitColour));
  }
  if (scene.detail >= 0.6) out.push(element('ellipse', { cx: x, cy: base, rx: radius * 0.9, ry: radius * 0.12, fill: palette.ink, opacity: 0.15 }));
}

/** Roof outline over a house body from x to x + width whose top edge is at y. */
function roofPath(shape: PerspectiveStyle['objects']['roofShape'], x: number, y: number, width: number, roofHeight: number): string {
  const overhang = width * 0.07;
  switch (shape) {
    case 'skewed':
      return polygon([[x - overhang, y], [x + width * 0.32, y - roofHeight], [x + width + overhang, y - roofHeight * 0.35], [x + width + overhang, y]]);
    case 'curved':
      return `M ${pathData(x - overhang, y)} Q ${pathData(x + width / 2, y - roofHeight * 1.6, x + width + overhang, y)} Z`;
    case 'gable':
      return polygon([[x - overhang, y], [x + width / 2, y - roofHeight], [x + width + overhang, y]]);
  }
}

export function drawHome(scene: Scene): void {
  const { panel, palette, shortSide } = scene;
  const style = scene.style.objects;
  const out = scene.layers.mid;
  const slot = slotOf(scene, 'home');
  const random = scene.random('home');
  const houseWidth = Math.min(panel.height * 0.34 * slot.scale, panel.width * 0.26, slot.room * 0.7);
  const x = slot.x - houseWidth / 2;
  const base = slot.base;
  const bodyHeight = houseWidth * 0.62;
  const roofHeight = houseWidth * style.roofHeight;
  const wall = scene.night ? mix(palette.light, palette.nightBottom, 0.35) : palette.light;
  const roofColour = palette.accent;
  const glow = palette.warm;
  if (scene.detail >= 0.3) out.push(rect(x + houseWidth * 0.68, base - bodyHeight - roofHeight * 0.9, houseWidth * 0.1, roofHeight * 0.6, mix(palette.ink, roofColour, 0.3)));
  const smoke = detailCount(scene, 0, 4, 0.5);
  for (let i = 0; i < smoke; i++) out.push(circle(x + houseWidth * (0.73 + 0.04 * i), base - bodyHeight - roofHeight * (1.05 + 0.28 * i), houseWidth * (0.04 + 0.015 * i), palette.light, { opacity: 0.7 - i * 0.12 }));
  out.push(element('rect', { x, y: base - bodyHeight, width: houseWidth, height: bodyHeight, fill: wall, rx: houseWidth * style.wallCornerRadius }));
  out.push(path(roofPath(style.roofShape, x, base - bodyHeight, houseWidth, roofHeight), roofColour));
  out.push(element('rect', { x: x + houseWidth * 0.42, y: base - bodyHeight * 0.58, width: houseWidth * 0.16, height: bodyHeight * 0.58, fill: mix(palette.ink, palette.second, 0.3), rx: houseWidth * style.doorCornerRadius }));
  if (scene.detail >= 0.2) {
    for (const windowX of [0.14, 0.68]) out.push(element('rect', { x: x + houseWidth * windowX, y: base - bodyHeight * 0.72, width: houseWidth * 0.18, height: houseWidth * 0.16, fill: glow, rx: houseWidth * style.windowCornerRadius }));
  }
  if (scene.detail >= 0.5) out.push(path(`M ${pathData(x + houseWidth * 0.5, base - bodyHeight - roofHeight * 0.55)} m ${pathData(-houseWidth * 0.05, 0)} a ${pathData(houseWidth * 0.05, houseWidth * 0.05)} 0 1 0 ${pathData(houseWidth * 0.1, 0)} a ${pathData(houseWidth * 0.05, houseWidth * 0.05)} 0 1 0 ${pathData(-houseWidth * 0.1, 0)}`, glow));
  // fence
  const posts = detailCount(scene, 0, 10, 0.6);
  for (let i = 0; i < posts; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const rank = Math.floor(i / 2);
    const postX = slot.x + side * (houseWidth * 0.7 + rank * houseWidth * 0.12);
    out.push(element('rect', { x: postX - houseWidth * 0.015, y: base - houseWidth * 0.14, width: houseWidth * 0.03, height: houseWidth * 0.14 + panel.height * 0.01, fill: wall, rx: houseWidth * 0.015 }));
  }
  const flowers = detailCount(scene, 0, 6, 0.7);
  for (let i = 0; i < flowers; i++) out.push(circle(x + houseWidth * random.range(0.05, 0.95), base + shortSide * 0.006, shortSide * 0.007, i % 2 ? palette.accent : palette.warm));
}
