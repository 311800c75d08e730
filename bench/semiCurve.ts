/**
 * Semi's trade-off between right and confidently wrong answers as the confidence threshold moves,
 * from one pass over the cases (bench/semi.ts asks each case once and records every candidate answer
 * with its confidence), drawn as a hand-written SVG (bench/semiCurve.svg, beside REPORT.md).
 */
import type { SemiAnswer } from '../semi/composition.ts';
import type { SemiCase } from '../tests/semi/caseTypes.ts';
import { outcomeOf, type Outcome } from '../tests/semi/evaluation.ts';

/** One case asked once with every reading considered. */
export interface SweptCase {
  c: SemiCase;
  /** Every candidate answer, in the order Semi considers them. Undefined confidence: no model could read it (by words alone). */
  candidates: readonly { answer: SemiAnswer; confidence: number | undefined }[];
  /** Semi's reply when no candidate answers: the fallback or another fixed reply (small talk, declined). */
  reply: SemiAnswer;
}

export type CurvePoint = { threshold: number; total: number } & Record<Outcome, number>;

/**
 * Semi's answer at `threshold`, as semi/answer.ts gives it: the first candidate at least that confident
 * (a candidate without a confidence answers where it stands), else the reply.
 */
export function answerAt(swept: SweptCase, threshold: number): SemiAnswer {
  const chosen = swept.candidates.find((candidate) => candidate.confidence === undefined || candidate.confidence >= threshold);
  return chosen?.answer ?? swept.reply;
}

export function curvePoint(cases: readonly SweptCase[], threshold: number): CurvePoint {
  const point: CurvePoint = { threshold, total: cases.length, right: 0, fallback: 0, wrong: 0, other: 0 };
  for (const swept of cases) point[outcomeOf(swept.c, answerAt(swept, threshold))]++;
  return point;
}

/** Thresholds 0, 0.01, ..., 1 and the operating point, ascending. */
export function thresholdsWith(operatingPoint: number, steps = 100): number[] {
  const thresholds = Array.from({ length: steps + 1 }, (_, step) => step / steps);
  return [...new Set([...thresholds, operatingPoint])].sort((a, b) => a - b);
}

export const sweep = (cases: readonly SweptCase[], thresholds: readonly number[]): CurvePoint[] => thresholds.map((t) => curvePoint(cases, t));

const percent = (n: number, total: number) => (total > 0 ? (n / total) * 100 : 0);

export interface CurveSeries {
  name: string;
  points: readonly CurvePoint[];
  operatingPoint: number;
  colour: string;
}

/** The region a set should reach, drawn as a dashed box (issue 31: wrong at most 3 %, right at least 85 %). */
export interface CurveTarget {
  label: string;
  wrongAtMostPercent: number;
  rightAtLeastPercent: number;
}

const WIDTH = 720;
const HEIGHT = 480;
const PLOT = { left: 70, right: WIDTH - 24, top: 48, bottom: HEIGHT - 60 };

/** A tick step of 1, 2, 5 or 10 (x 10^n) that gives at most `most` ticks over `span`. */
function tickStep(span: number, most: number): number {
  for (let magnitude = 0.1; ; magnitude *= 10) {
    for (const step of [1, 2, 5]) if (span / (step * magnitude) <= most) return step * magnitude;
  }
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fixed = (x: number) => Number(x.toFixed(1)).toString();

/** Right (%) against confidently wrong (%), one polyline per set with a dot at its operating point, a legend and the target region. */
export function curveSvg(series: readonly CurveSeries[], target?: CurveTarget): string {
  const all = series.flatMap((s) => s.points.map((p) => ({ wrong: percent(p.wrong, p.total), right: percent(p.right, p.total) })));
  const wrongMax = Math.max(5, ...all.map((p) => p.wrong), target?.wrongAtMostPercent ?? 0);
  const xStep = tickStep(wrongMax, 10);
  const xMax = Math.ceil(wrongMax / xStep) * xStep;
  const rightMin = Math.min(...all.map((p) => p.right), target?.rightAtLeastPercent ?? 100);
  const yMin = Math.max(0, Math.floor(rightMin / 10) * 10);
  const yMax = 100;
  const yStep = tickStep(yMax - yMin, 10);
  const x = (wrong: number) => PLOT.left + (wrong / xMax) * (PLOT.right - PLOT.left);
  const y = (right: number) => PLOT.bottom - ((right - yMin) / (yMax - yMin)) * (PLOT.bottom - PLOT.top);

  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">`,
    '<title>Semi: right against confidently wrong as the confidence threshold moves</title>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    `<text x="${PLOT.left}" y="24" font-size="14" font-weight="bold">Semi: right against confidently wrong as the confidence threshold moves</text>`,
  ];
  for (let tick = 0; tick <= xMax + 1e-9; tick += xStep) {
    out.push(`<line x1="${fixed(x(tick))}" y1="${PLOT.top}" x2="${fixed(x(tick))}" y2="${PLOT.bottom}" stroke="#e5e5e5"/>`);
    out.push(`<text x="${fixed(x(tick))}" y="${PLOT.bottom + 16}" text-anchor="middle">${fixed(tick)}</text>`);
  }
  for (let tick = yMin; tick <= yMax + 1e-9; tick += yStep) {
    out.push(`<line x1="${PLOT.left}" y1="${fixed(y(tick))}" x2="${PLOT.right}" y2="${fixed(y(tick))}" stroke="#e5e5e5"/>`);
    out.push(`<text x="${PLOT.left - 8}" y="${fixed(y(tick) + 4)}" text-anchor="end">${fixed(tick)}</text>`);
  }
  out.push(
    `<line x1="${PLOT.left}" y1="${PLOT.bottom}" x2="${PLOT.right}" y2="${PLOT.bottom}" stroke="#333"/>`,
    `<line x1="${PLOT.left}" y1="${PLOT.top}" x2="${PLOT.left}" y2="${PLOT.bottom}" stroke="#333"/>`,
    `<text x="${(PLOT.left + PLOT.right) / 2}" y="${HEIGHT - 20}" text-anchor="middle" font-size="13">confidently wrong (%)</text>`,
    `<text x="18" y="${(PLOT.top + PLOT.bottom) / 2}" text-anchor="middle" font-size="13" transform="rotate(-90 18 ${(PLOT.top + PLOT.bottom) / 2})">right (%)</text>`,
  );
  if (target) {
    const top = y(yMax);
    out.push(
      `<rect x="${PLOT.left}" y="${fixed(top)}" width="${fixed(x(target.wrongAtMostPercent) - PLOT.left)}" height="${fixed(y(target.rightAtLeastPercent) - top)}" fill="#2e7d32" fill-opacity="0.08" stroke="#2e7d32" stroke-dasharray="4 3"/>`,
      `<text x="${fixed(x(target.wrongAtMostPercent) + 6)}" y="${fixed(top + 14)}" fill="#2e7d32">${escapeXml(target.label)}</text>`,
    );
  }
  for (const s of series) {
    const points = s.points.map((p) => `${fixed(x(percent(p.wrong, p.total)))},${fixed(y(percent(p.right, p.total)))}`).join(' ');
    out.push(`<polyline points="${points}" fill="none" stroke="${s.colour}" stroke-width="2" stroke-linejoin="round"/>`);
  }
  series.forEach((s, i) => {
    const at = s.points.find((p) => p.threshold === s.operatingPoint);
    if (!at) return;
    const [wrong, right] = [percent(at.wrong, at.total), percent(at.right, at.total)];
    out.push(
      `<circle cx="${fixed(x(wrong))}" cy="${fixed(y(right))}" r="5" fill="${s.colour}" stroke="#fff" stroke-width="1.5"/>`,
      `<text x="${fixed(x(wrong) + 8)}" y="${fixed(y(right) + (i % 2 === 0 ? -8 : 16))}" fill="${s.colour}" stroke="#fff" stroke-width="4" paint-order="stroke">${escapeXml(`${s.name} at ${s.operatingPoint}: ${wrong.toFixed(1)} % wrong, ${right.toFixed(1)} % right`)}</text>`,
    );
  });
  // The curves run from few answers (bottom left, high threshold) to every answer (top right): the legend goes bottom right.
  const legendX = PLOT.right - 270;
  const legendY = PLOT.bottom - 22 * (series.length + 1) - 8;
  out.push(`<rect x="${legendX - 10}" y="${legendY - 16}" width="276" height="${22 * (series.length + 1) + 6}" fill="#fff" stroke="#ccc"/>`);
  series.forEach((s, i) => {
    const rowY = legendY + 22 * i;
    out.push(
      `<line x1="${legendX}" y1="${rowY - 4}" x2="${legendX + 24}" y2="${rowY - 4}" stroke="${s.colour}" stroke-width="2"/>`,
      `<text x="${legendX + 32}" y="${rowY}">${escapeXml(`${s.name} (${s.points[0]?.total ?? 0} cases)`)}</text>`,
    );
  });
  const dotY = legendY + 22 * series.length;
  out.push(`<circle cx="${legendX + 12}" cy="${dotY - 4}" r="5" fill="#666" stroke="#fff" stroke-width="1.5"/>`, `<text x="${legendX + 32}" y="${dotY}">operating point (chosen on development)</text>`);
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
