/** Small colour helpers working on '#rrggbb' strings. */

interface Rgb {
  red: number;
  green: number;
  blue: number;
}
interface Hsl {
  hue: number;
  saturation: number;
  lightness: number;
}

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return { red: (value >> 16) & 255, green: (value >> 8) & 255, blue: value & 255 };
}

function rgbToHex({ red, green, blue }: Rgb): string {
  const channel = (value: number): string => Math.round(Math.min(255, Math.max(0, value))).toString(16).padStart(2, '0');
  return `#${channel(red)}${channel(green)}${channel(blue)}`;
}

function rgbToHsl({ red, green, blue }: Rgb): Hsl {
  const redLevel = red / 255;
  const greenLevel = green / 255;
  const blueLevel = blue / 255;
  const max = Math.max(redLevel, greenLevel, blueLevel);
  const min = Math.min(redLevel, greenLevel, blueLevel);
  const lightness = (max + min) / 2;
  if (max === min) return { hue: 0, saturation: 0, lightness };
  const spread = max - min;
  const saturation = lightness > 0.5 ? spread / (2 - max - min) : spread / (max + min);
  let hue: number;
  if (max === redLevel) hue = (greenLevel - blueLevel) / spread + (greenLevel < blueLevel ? 6 : 0);
  else if (max === greenLevel) hue = (blueLevel - redLevel) / spread + 2;
  else hue = (redLevel - greenLevel) / spread + 4;
  return { hue: hue * 60, saturation, lightness };
}

function hslToRgb({ hue, saturation, lightness }: Hsl): Rgb {
  const turn = (((hue % 360) + 360) % 360) / 360;
  if (saturation === 0) return { red: lightness * 255, green: lightness * 255, blue: lightness * 255 };
  const upper = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const lower = 2 * lightness - upper;
  const channel = (offset: number): number => {
    let position = offset;
    if (position < 0) position += 1;
    if (position > 1) position -= 1;
    if (position < 1 / 6) return lower + (upper - lower) * 6 * position;
    if (position < 1 / 2) return upper;
    if (position < 2 / 3) return lower + (upper - lower) * (2 / 3 - position) * 6;
    return lower;
  };
  return { red: channel(turn + 1 / 3) * 255, green: channel(turn) * 255, blue: channel(turn - 1 / 3) * 255 };
}

export const hexToHsl = (hex: string): Hsl => rgbToHsl(hexToRgb(hex));
export const hslToHex = (hsl: Hsl): string =>
  rgbToHex(hslToRgb({ hue: hsl.hue, saturation: clamp01(hsl.saturation), lightness: clamp01(hsl.lightness) }));

/** Linear mix in RGB: amount 0 gives from, 1 gives to. */
export function mix(from: string, to: string, amount: number): string {
  const start = hexToRgb(from);
  const end = hexToRgb(to);
  return rgbToHex({ red: start.red + (end.red - start.red) * amount, green: start.green + (end.green - start.green) * amount, blue: start.blue + (end.blue - start.blue) * amount });
}

/** Moves a hue towards target by fraction amount along the shorter arc. */
export function hueToward(hue: number, target: number, amount: number): number {
  const difference = ((target - hue + 540) % 360) - 180;
  return hue + difference * amount;
}

export function luminance(hex: string): number {
  const { red, green, blue } = hexToRgb(hex);
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
}
