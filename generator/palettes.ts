/** Colour palettes and the per-perspective tone shift. */
import type { ColorPalette, Perspective } from '../domain/vocabulary.ts';
import { hexToHsl, hslToHex, hueToward } from './color.ts';

export const BRAND_PINK = '#fe299e';

export interface Pal {
  name: ColorPalette;
  accent: string;
  second: string;
  third: string;
  fourth: string;
  warm: string;
  ink: string;
  light: string;
  skyTop: string;
  skyBottom: string;
  nightTop: string;
  nightBottom: string;
  ground: string;
  water: string;
  leaf: string;
}

type BasePal = Omit<Pal, 'name'>;

const BASE: Record<ColorPalette, BasePal> = {
  vibrant: {
    accent: BRAND_PINK,
    second: '#7b3ff2',
    third: '#14c8b4',
    fourth: '#2f80ed',
    warm: '#ffc23d',
    ink: '#1e1446',
    light: '#fff8fc',
    skyTop: '#ffd3ea',
    skyBottom: '#fff1dc',
    nightTop: '#120c30',
    nightBottom: '#4a2a8f',
    ground: '#4fd1bb',
    water: '#2f80ed',
    leaf: '#0a8a78',
  },
  soft: {
    accent: '#f38ba8',
    second: '#b4a5f0',
    third: '#90d4c5',
    fourth: '#8ec5e8',
    warm: '#fad38c',
    ink: '#44466b',
    light: '#fffbf8',
    skyTop: '#e9e4ff',
    skyBottom: '#fff0e8',
    nightTop: '#2a2b4d',
    nightBottom: '#6a679c',
    ground: '#b3e2cf',
    water: '#9ccbea',
    leaf: '#5fae96',
  },
  monochrome: {
    accent: '#2b2b2b',
    second: '#5c5c5c',
    third: '#8a8a8a',
    fourth: '#b3b3b3',
    warm: '#dedede',
    ink: '#161616',
    light: '#fafafa',
    skyTop: '#e3e3e3',
    skyBottom: '#f6f6f6',
    nightTop: '#141414',
    nightBottom: '#404040',
    ground: '#9a9a9a',
    water: '#7d7d7d',
    leaf: '#5e5e5e',
  },
  natural: {
    accent: '#d8704a',
    second: '#6e8b5b',
    third: '#3f7a6a',
    fourth: '#7fa6b8',
    warm: '#e8b64c',
    ink: '#2c3a2e',
    light: '#fbf7ee',
    skyTop: '#d6e8ee',
    skyBottom: '#f7eedb',
    nightTop: '#1a2730',
    nightBottom: '#45606b',
    ground: '#a3bd7c',
    water: '#6f9fb3',
    leaf: '#41704a',
  },
};

/** Monochrome stays grey; each perspective only tints it very slightly. */
const MONO_TINT: Record<Perspective, { h: number; s: number }> = {
  startup_founders: { h: 210, s: 0.05 },
  content_creators: { h: 285, s: 0.025 },
  memory_capturers: { h: 32, s: 0.06 },
};

/** Hue drift towards target, limited to a gentle maximum so colours keep their identity. */
function drift(h: number, target: number, amount: number, max = 14): number {
  const moved = hueToward(h, target, amount) - h;
  return h + Math.max(-max, Math.min(max, moved));
}

function tone(hex: string, perspective: Perspective): string {
  const c = hexToHsl(hex);
  if (perspective === 'startup_founders') {
    // professional and cool: hues drift towards blue/teal, slightly calmer saturation
    return hslToHex({ h: drift(c.h, 200, 0.22), s: c.s * 0.9, l: c.l });
  }
  if (perspective === 'memory_capturers') {
    // personal and warm: hues drift towards amber or rose, a touch softer and lighter
    const target = c.h > 170 && c.h < 330 ? 345 : 30;
    return hslToHex({ h: drift(c.h, target, 0.2), s: c.s * 0.94, l: c.l + (1 - c.l) * 0.04 });
  }
  // creative: a little more saturated, hue kept
  return hslToHex({ h: c.h, s: Math.min(1, c.s * 1.08), l: c.l });
}

function tintGrey(hex: string, perspective: Perspective): string {
  const c = hexToHsl(hex);
  const tint = MONO_TINT[perspective];
  return hslToHex({ h: tint.h, s: tint.s, l: c.l });
}

export function buildPalette(name: ColorPalette, perspective: Perspective): Pal {
  const base = BASE[name];
  const out = { name } as Pal;
  for (const key of Object.keys(base) as Array<keyof BasePal>) {
    const hex = base[key];
    if (name === 'monochrome') out[key] = tintGrey(hex, perspective);
    else if (hex === BRAND_PINK) out[key] = BRAND_PINK; // the brand pink is never shifted
    else out[key] = tone(hex, perspective);
  }
  return out;
}

/** The five or six harmonious main colours of a palette, in order of prominence. */
export function mainColors(p: Pal): string[] {
  return [p.accent, p.second, p.third, p.fourth, p.warm, p.ink];
}
