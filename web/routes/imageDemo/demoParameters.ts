/** The demo's parameters: a seed that is not a number, or zero, falls back to 42; minimalism is 0-100 in steps of 10. */
import { demoAspectRatioLabels, demoAspectRatioValues, type DemoAspectRatio } from '../../generated/vocabulary.ts';

export const FALLBACK_SEED = 42;

export function normalizeSeed(input: string): number {
  const value = Number(input.trim());
  if (input.trim() === '' || !Number.isFinite(value) || value === 0) return FALLBACK_SEED;
  return Math.trunc(value);
}

export function normalizeMinimalism(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.min(100, Math.max(0, Math.round(value / 10) * 10));
}

/** An aspect ratio the demo offers, as people read it and as POST /api/images/generate takes it: '16:9'. */
export type DemoRatio = (typeof demoAspectRatioLabels)[DemoAspectRatio];
export const demoRatios: readonly DemoRatio[] = demoAspectRatioValues.map((value) => demoAspectRatioLabels[value]);

/** Width over height of a ratio such as '16:9'. */
export function ratioValue(ratio: string): number {
  const [w, h] = ratio.split(':').map(Number);
  return w && h ? w / h : 16 / 9;
}
