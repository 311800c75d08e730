/** Colour palettes, shifted in tone by the perspective's style. */
import type { ColorPalette } from '../domain/vocabulary.ts';
import { hexToHsl, hslToHex, hueToward } from './color.ts';
import type { PaletteTone, PerspectiveStyle } from './perspectiveStyles.ts';

const BRAND_PINK = '#fe299e';

export interface Palette {
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

/** The colours of a palette by role. */
export type PaletteColour = keyof Palette;

const basePalettes: Record<ColorPalette, Palette> = {
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

/** Hue drift towards target, limited to a gentle maximum so colours keep their identity. */
function drift(hue: number, target: number, amount: number, max = 14): number {
  const moved = hueToward(hue, target, amount) - hue;
  return hue + Math.max(-max, Math.min(max, moved));
}

function tone(hex: string, { hueTarget, coolHueTarget, hueDrift, saturation, lightnessLift }: PaletteTone): string {
  const colour = hexToHsl(hex);
  const target = coolHueTarget !== null && colour.hue > 170 && colour.hue < 330 ? coolHueTarget : hueTarget;
  return hslToHex({
    hue: drift(colour.hue, target, hueDrift),
    saturation: Math.min(1, colour.saturation * saturation),
    lightness: colour.lightness + (1 - colour.lightness) * lightnessLift,
  });
}

/** Monochrome stays grey; each perspective only tints it very slightly. */
function tintGrey(hex: string, tint: PerspectiveStyle['palette']['monochromeTint']): string {
  return hslToHex({ hue: tint.hue, saturation: tint.saturation, lightness: hexToHsl(hex).lightness });
}

export function buildPalette(name: ColorPalette, style: PerspectiveStyle['palette']): Palette {
  const base = basePalettes[name];
  const out = { ...base };
  for (const role of Object.keys(base) as PaletteColour[]) {
    const hex = base[role];
    if (name === 'monochrome') out[role] = tintGrey(hex, style.monochromeTint);
    else if (hex === BRAND_PINK) out[role] = BRAND_PINK; // the brand pink is never shifted
    else out[role] = tone(hex, style.tone);
  }
  return out;
}
