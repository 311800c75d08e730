/** Punctuation marks (#, ;, &, |, !) from the prompt, drawn as shapes in discs, never as text. */
import { luminance } from './color.ts';
import type { Mark } from './motifWords.ts';
import type { Scene } from './scene.ts';
import { circle, element, path, pathData, smoothOpen } from './svg.ts';

/** Circle path in unit coordinates (numbers written as they are). */
const unitCirclePath = (x: number, y: number, radius: number): string => `M ${x - radius} ${y} a ${radius} ${radius} 0 1 1 ${2 * radius} 0 a ${radius} ${radius} 0 1 1 ${-2 * radius} 0 Z`;

/** Unit-size mark shapes (roughly within a radius of 1). */
function markShape(mark: Mark, colour: string): string {
  switch (mark) {
    case '#': {
      const bars = [
        'M -0.3 -0.85 L -0.08 -0.85 L -0.3 0.85 L -0.52 0.85 Z',
        'M 0.3 -0.85 L 0.52 -0.85 L 0.3 0.85 L 0.08 0.85 Z',
        'M -0.8 -0.4 L 0.85 -0.4 L 0.85 -0.2 L -0.8 -0.2 Z',
        'M -0.85 0.2 L 0.8 0.2 L 0.8 0.4 L -0.85 0.4 Z',
      ];
      return path(bars.join(' '), colour);
    }
    case ';':
      return path(`${unitCirclePath(0, -0.5, 0.2)} ${unitCirclePath(0, 0.3, 0.21)} M 0.2 0.32 Q 0.22 0.78 -0.2 0.98 L -0.26 0.88 Q 0.02 0.7 -0.02 0.5 Z`, colour);
    case '&': {
      const points = [[0.82, 0.92], [0.25, 0.38], [-0.2, -0.12], [-0.32, -0.55], [-0.02, -0.86], [0.28, -0.58], [0.05, -0.22], [-0.45, 0.22], [-0.5, 0.66], [-0.08, 0.92], [0.4, 0.66], [0.72, 0.18]] as const;
      return path(smoothOpen(points), 'none', { stroke: colour, 'stroke-width': 0.2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
    }
    case '|':
      return element('rect', { x: -0.12, y: -0.95, width: 0.24, height: 1.9, rx: 0.12, fill: colour });
    case '!':
      return path(`M -0.18 -0.85 Q 0 -0.98 0.18 -0.85 L 0.08 0.36 L -0.08 0.36 Z ${unitCirclePath(0, 0.72, 0.16)}`, colour);
  }
}

/** The line beneath hero marks, from x over the given span, of the mark radius' thickness share. */
function markBaseline(scene: Scene, x: number, y: number, span: number, radius: number): string {
  const { palette } = scene;
  const stroke = { stroke: palette.warm, 'stroke-width': radius * 0.14, 'stroke-linecap': 'round' };
  switch (scene.style.marks.baseline) {
    case 'bar':
      return element('rect', { x, y, width: span, height: radius * 0.12, fill: palette.ink });
    case 'wave':
      return path(`M ${pathData(x, y)} q ${pathData(span / 4, -radius * 0.5, span / 2, 0)} t ${pathData(span / 2, 0)}`, 'none', stroke);
    case 'smile':
      return path(`M ${pathData(x, y)} Q ${pathData(x + span / 2, y + radius * 0.6, x + span, y)}`, 'none', stroke);
  }
}

/** Marks from the prompt in discs: large in the middle when they are the subject (hero), else small in a corner. */
export function drawMarks(scene: Scene, hero: boolean): void {
  const { panel, palette, shortSide, marks } = scene;
  const style = scene.style.marks;
  if (marks.length === 0) return;
  const out = hero ? scene.layers.front : scene.layers.over;
  const count = marks.length;
  const radius = hero ? Math.min(panel.height * (count <= 2 ? 0.25 : 0.18), panel.width / (count * 3.1)) : shortSide * 0.055;
  const gap = radius * (hero ? 2.5 : 2.4);
  const random = scene.random('marks');
  const colourShift = random.int(0, 4);
  const jitterX = hero ? panel.width * random.range(-0.06, 0.06) : 0;
  const jitterY = hero ? panel.height * random.range(-0.08, 0.06) : 0;
  const firstX = hero ? panel.x + panel.width / 2 - (gap * (count - 1)) / 2 + jitterX : panel.x + panel.width - radius * 1.6 - gap * (count - 1);
  const cy = hero ? panel.y + panel.height * 0.5 + jitterY : panel.y + panel.height - radius * 1.5;
  const fills = [palette.accent, palette.second, palette.fourth, palette.third, palette.warm];
  if (hero) {
    // a quiet stage for the marks
    const span = gap * (count - 1) + radius * 2;
    out.push(element('ellipse', { cx: panel.x + panel.width / 2 + jitterX, cy, rx: Math.min(panel.width * 0.46, Math.max(span * 0.62, panel.width * 0.3)), ry: Math.min(panel.height * 0.42, radius * 2.2), fill: palette.accent, opacity: 0.1 }));
    const baselineY = Math.min(cy + radius * 1.6, panel.y + panel.height * 0.88);
    out.push(markBaseline(scene, firstX - radius, baselineY, span, radius));
  }
  marks.forEach((mark, i) => {
    const alternate = i % 2 ? -1 : 1;
    const x = firstX + gap * i;
    const y = cy + (hero && style.stagger !== 0 ? alternate * radius * style.stagger : 0);
    const fill = fills[(i + colourShift) % fills.length]!;
    if (scene.detail >= 0.3) out.push(circle(x + radius * 0.08, y + radius * 0.12, radius, palette.ink, { opacity: 0.18 }));
    out.push(circle(x, y, radius, fill, scene.detail >= 0.2 ? { stroke: palette.light, 'stroke-width': radius * 0.08 } : {}));
    const tilt = style.tilt ? -alternate * random.range(...style.tilt) : 0;
    const ink = luminance(fill) > 0.6 ? palette.ink : palette.light;
    out.push(element('g', { transform: `translate(${pathData(x, y)}) rotate(${tilt}) scale(${pathData(radius * 0.6)})` }, markShape(mark, ink)));
  });
}
