/** The bridge across the water: its structure by style, then the deck and its posts. */
import { mix } from './color.ts';
import type { PerspectiveStyle } from './perspectiveStyles.ts';
import { type Scene, detailCount } from './scene.ts';
import { line, path, pathData, rect } from './svg.ts';

/** What a bridge's structure needs: its span, the deck height and its colours and sizes. */
interface BridgeSpan {
  x0: number;
  x1: number;
  deckY: number;
  archHeight: number;
  colour: string;
  strokeWidth: number;
}

/** A quadratic curve from x0 to x1 through one control point, with vertical hangers down to the deck. */
function cableWithHangers(scene: Scene, { x0, x1, deckY }: BridgeSpan, endY: number, controlY: number, strokeWidth: number): void {
  const { palette, shortSide } = scene;
  const out = scene.layers.ground;
  const span = x1 - x0;
  out.push(path(`M ${pathData(x0, endY)} Q ${pathData((x0 + x1) / 2, controlY, x1, endY)}`, 'none', { stroke: palette.accent, 'stroke-width': strokeWidth * 1.4, 'stroke-linecap': 'round' }));
  const hangers = detailCount(scene, 0, 16, 0.3);
  for (let i = 0; i < hangers; i++) {
    const along = (i + 1) / (hangers + 1);
    const cableY = (1 - along) ** 2 * endY + 2 * (1 - along) * along * controlY + along * along * endY;
    out.push(line(x0 + span * along, cableY, x0 + span * along, deckY, palette.accent, shortSide * 0.003, { opacity: 0.9 }));
  }
}

const bridgeStructures: Record<PerspectiveStyle['objects']['bridge'], (scene: Scene, span: BridgeSpan) => void> = {
  /** a cable sagging between two towers */
  suspension(scene, span) {
    const { panel, shortSide } = scene;
    const { x0, x1, deckY, archHeight, colour } = span;
    cableWithHangers(scene, span, deckY - archHeight, deckY + archHeight * 0.6, span.strokeWidth);
    for (const towerX of [x0 + (x1 - x0) * 0.02, x1 - (x1 - x0) * 0.02]) {
      scene.layers.ground.push(rect(towerX - shortSide * 0.008, deckY - archHeight * 1.15, shortSide * 0.016, archHeight * 1.15 + (panel.y + panel.height - deckY) * 0.5, colour));
    }
  },
  /** a bow arching over the deck */
  bowArch(scene, span) {
    cableWithHangers(scene, span, span.deckY, span.deckY - span.archHeight * 2.2, span.strokeWidth);
  },
  /** a stone viaduct standing on arches */
  stoneArches(scene, { x0, x1, deckY }) {
    const { panel, palette } = scene;
    const arches = scene.detail >= 0.3 ? 4 : 3;
    const archWidth = (x1 - x0) / arches;
    const bottom = panel.y + panel.height + 4;
    let data = `M ${pathData(x0, deckY)} L ${pathData(x1, deckY)} L ${pathData(x1, bottom)}`;
    for (let i = arches - 1; i >= 0; i--) {
      const archX = x0 + archWidth * i;
      data += ` L ${pathData(archX + archWidth * 0.9, bottom)} L ${pathData(archX + archWidth * 0.9, deckY + archWidth * 0.35)} A ${pathData(archWidth * 0.4, archWidth * 0.3)} 0 0 0 ${pathData(archX + archWidth * 0.1, deckY + archWidth * 0.35)} L ${pathData(archX + archWidth * 0.1, bottom)}`;
    }
    scene.layers.ground.push(path(`${data} L ${pathData(x0, bottom)} Z`, mix(palette.warm, palette.accent, 0.35)));
  },
};

export function drawBridge(scene: Scene): void {
  const { panel, palette, shortSide, horizon, shore } = scene;
  const out = scene.layers.ground;
  const x0 = shore ? (shore.side === 'left' ? shore.x1 - panel.width * 0.06 : panel.x - 6) : panel.x + panel.width * 0.08;
  const x1 = shore ? (shore.side === 'left' ? panel.x + panel.width + 6 : shore.x0 + panel.width * 0.06) : panel.x + panel.width * 0.92;
  const deckY = horizon + (panel.y + panel.height - horizon) * 0.3;
  const span = x1 - x0;
  const deckHeight = shortSide * 0.018;
  const colour = scene.night ? mix(palette.second, palette.nightTop, 0.3) : mix(palette.second, palette.ink, 0.2);
  const archHeight = Math.min(span * 0.22, (deckY - panel.y) * 0.5);
  const strokeWidth = shortSide * (scene.detail < 0.3 ? 0.016 : 0.008);
  bridgeStructures[scene.style.objects.bridge](scene, { x0, x1, deckY, archHeight, colour, strokeWidth });
  out.push(rect(x0, deckY - deckHeight / 2, span, deckHeight, colour));
  const posts = detailCount(scene, 0, 18, 0.6);
  for (let i = 0; i < posts; i++) out.push(rect(x0 + (span * (i + 0.5)) / posts, deckY - deckHeight * 1.6, shortSide * 0.003, deckHeight * 1.1, colour));
  if (scene.detail >= 0.5) out.push(rect(x0, deckY + deckHeight * 2.4, span, deckHeight * 0.5, palette.light, { opacity: 0.25 }));
}
