/** The open story book, with the story rising out of it as sparkles. */
import { mix } from './color.ts';
import { type Scene, detailCount } from './scene.ts';
import { sparklePath } from './skyMotifs.ts';
import { line, path, pathData } from './svg.ts';

export function drawBook(scene: Scene): void {
  const { panel, palette, shortSide } = scene;
  const out = scene.layers.front;
  const random = scene.random('book');
  const alone = scene.slots.size === 0;
  const bookWidth = Math.min(panel.width * (alone ? 0.5 : 0.3), panel.height * (alone ? 0.95 : 0.6));
  const centreTaken = [...scene.slots.values()].some((slot) => Math.abs(slot.x - (panel.x + panel.width / 2)) < panel.width * 0.15);
  const cx = centreTaken ? panel.x + panel.width * random.pick([0.22, 0.78]) : panel.x + panel.width / 2;
  const baseY = panel.y + panel.height - panel.height * 0.05;
  const pageHeight = bookWidth * 0.34;
  const topY = baseY - pageHeight;
  const dip = pageHeight * 0.12;
  const cover = palette[scene.style.objects.bookCover];
  out.push(path(`M ${pathData(cx - bookWidth * 0.53, topY + dip)} L ${pathData(cx - bookWidth * 0.53, baseY + pageHeight * 0.1)} Q ${pathData(cx - bookWidth * 0.25, baseY - pageHeight * 0.05, cx, baseY + pageHeight * 0.12)} Q ${pathData(cx + bookWidth * 0.25, baseY - pageHeight * 0.05, cx + bookWidth * 0.53, baseY + pageHeight * 0.1)} L ${pathData(cx + bookWidth * 0.53, topY + dip)} Z`, cover));
  const page = (side: 1 | -1): string => `M ${pathData(cx, topY + dip)} Q ${pathData(cx + side * bookWidth * 0.22, topY - dip * 1.4, cx + side * bookWidth * 0.5, topY)} L ${pathData(cx + side * bookWidth * 0.5, baseY)} Q ${pathData(cx + side * bookWidth * 0.22, baseY - dip * 1.4, cx, baseY + dip * 0.4)} Z`;
  out.push(path(page(-1), palette.light));
  out.push(path(page(1), mix(palette.light, palette.skyBottom, 0.4)));
  const lines = detailCount(scene, 0, 12, 0.2);
  for (let i = 0; i < lines; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const row = Math.floor(i / 2);
    const lineY = topY + pageHeight * (0.22 + row * 0.12);
    const lineStart = cx + side * bookWidth * 0.08;
    const lineEnd = cx + side * bookWidth * (0.42 - (row === 5 ? 0.12 : 0));
    out.push(line(lineStart, lineY, lineEnd, lineY, mix(palette.ink, palette.light, 0.55), shortSide * 0.004));
  }
  if (scene.detail >= 0.3) out.push(path(`M ${pathData(cx + bookWidth * 0.3, topY + dip * 0.2)} L ${pathData(cx + bookWidth * 0.3, baseY + pageHeight * 0.32)} L ${pathData(cx + bookWidth * 0.33, baseY + pageHeight * 0.24)} L ${pathData(cx + bookWidth * 0.36, baseY + pageHeight * 0.32)} L ${pathData(cx + bookWidth * 0.36, topY + dip * 0.1)} Z`, palette.warm));
  // the story rising out of the book
  const storyRandom = scene.random('story');
  const motes = detailCount(scene, 0, 10, 0.4);
  for (let i = 0; i < motes; i++) {
    const moteX = cx + bookWidth * storyRandom.range(-0.45, 0.45);
    const moteY = topY - pageHeight * storyRandom.range(0.3, 2.2);
    if (i % 3 === 2) out.push(path(`M ${pathData(moteX - shortSide * 0.014, moteY)} Q ${pathData(moteX - shortSide * 0.006, moteY - shortSide * 0.01, moteX, moteY)} Q ${pathData(moteX + shortSide * 0.006, moteY - shortSide * 0.01, moteX + shortSide * 0.014, moteY)}`, 'none', { stroke: palette.ink, 'stroke-width': shortSide * 0.003, 'stroke-linecap': 'round', opacity: 0.7 }));
    else out.push(path(sparklePath(moteX, moteY, shortSide * storyRandom.range(0.008, 0.018)), i % 2 ? palette.warm : palette.accent));
  }
}
