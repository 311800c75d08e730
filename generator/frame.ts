/** The nested geometric frame around the panel, with corner ornaments and studs. */
import { mix } from './color.ts';
import type { PerspectiveStyle } from './perspectiveStyles.ts';
import { type Scene, detailCount, panelPath } from './scene.ts';
import { type Attributes, circle, element, path, rotate } from './svg.ts';

type FrameStyle = PerspectiveStyle['frame'];

/** An ornament at a frame corner, of half-size `size`. */
function frameCorner(corner: FrameStyle['corner'], x: number, y: number, size: number, fill: string, stroke: string, strokeWidth: number): string {
  switch (corner) {
    case 'square':
      return element('rect', { x: x - size, y: y - size, width: 2 * size, height: 2 * size, fill, stroke, 'stroke-width': strokeWidth });
    case 'diamond':
      return element('rect', { x: x - size, y: y - size, width: 2 * size, height: 2 * size, fill, transform: rotate(45, x, y) });
    case 'circle':
      return circle(x, y, size * 1.1, fill, { stroke, 'stroke-width': strokeWidth });
  }
}

export function drawFrame(scene: Scene): void {
  const { width, height, shortSide, palette, panel } = scene;
  const style = scene.style.frame;
  const out = scene.layers.over;
  const strong = scene.onDark ? mix(palette.accent, palette.light, 0.1) : palette.accent;
  const quiet = scene.onDark ? mix(palette.light, palette.fourth, 0.35) : mix(palette.ink, palette.fourth, 0.35);
  const cornerRadius = shortSide * style.cornerRadius;
  const frame = (inset: number, stroke: string, strokeWidth: number, extra: Attributes = {}): string =>
    element('rect', { x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset, rx: Math.max(0, cornerRadius - inset * 0.2), fill: 'none', stroke, 'stroke-width': strokeWidth, ...extra });
  const main = shortSide * 0.062;
  out.push(frame(main, strong, shortSide * (scene.detail < 0.2 ? 0.014 : 0.008)));
  if (scene.detail >= 0.2) out.push(frame(shortSide * 0.04, quiet, shortSide * 0.003));
  if (scene.detail >= 0.6) {
    const inner = shortSide * 0.088;
    out.push(frame(inner, quiet, shortSide * 0.0025, {
      'stroke-dasharray': `${Math.round(shortSide * 0.012)} ${Math.round(shortSide * 0.008)}`,
      transform: style.innerTilt === 0 ? undefined : rotate(style.innerTilt, width / 2, height / 2),
    }));
  }
  if (scene.detail >= 0.4) {
    const size = shortSide * 0.018;
    for (const [x, y] of [[main, main], [width - main, main], [width - main, height - main], [main, height - main]] as const) {
      out.push(frameCorner(style.corner, x, y, size, palette.warm, strong, shortSide * 0.004));
    }
  }
  // studs along the outer frame line
  const studs = detailCount(scene, 0, 32, 0.6);
  const outerInset = shortSide * 0.04;
  const perSide = Math.max(1, Math.ceil(studs / 4));
  for (let i = 0; i < studs; i++) {
    const side = i % 4;
    const along = (Math.floor(i / 4) + 1) / (perSide + 1);
    const [x, y] = side === 0 ? [width * along, outerInset] : side === 1 ? [width - outerInset, height * along] : side === 2 ? [width * (1 - along), height - outerInset] : [outerInset, height * (1 - along)];
    const size = shortSide * 0.005;
    if (style.stud === 'dot') out.push(circle(x, y, size, strong));
    else out.push(element('rect', { x: x - size, y: y - size, width: 2 * size, height: 2 * size, fill: strong, transform: rotate(45, x, y) }));
  }
  // a thin inner frame inside the panel
  if (scene.detail >= 0.3) scene.layers.texture.push(path(panelPath(panel, -shortSide * 0.025), 'none', { stroke: palette.light, 'stroke-width': shortSide * 0.003, opacity: 0.75 }));
}
