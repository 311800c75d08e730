import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { aspectRatio, background, colorPalette, perspective, type AspectRatio, type Background } from '../domain/vocabulary.ts';
import { canvasSize, composeSvg, renderPng, renderWebp, type GenerationInput } from './index.ts';

const aspectRatios = aspectRatio.values;
const backgrounds = background.values;
const colorPalettes = colorPalette.values;
const perspectives = perspective.values;

const SMALL = 320;

const base: GenerationInput = {
  prompt: 'a Garden of Eden with a geometric frame',
  perspective: 'startup_founders',
  seed: 42,
  background: 'transparent',
  minimalism: 50,
  colorPalette: 'vibrant',
  aspectRatio: '16:9',
};

const withInput = (over: Partial<GenerationInput>): GenerationInput => ({ ...base, ...over });

const countElements = (svg: string): number => (svg.match(/<[a-zA-Z]/g) ?? []).length;

/** Share of pixels whose colour differs noticeably between two same-size PNGs. */
async function changedShare(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer()));
  if (!ra || !rb || ra.length !== rb.length) throw new Error('images differ in size');
  let changed = 0;
  for (let i = 0; i < ra.length; i += 4) {
    const diff = Math.abs(ra[i]! - rb[i]!) + Math.abs(ra[i + 1]! - rb[i + 1]!) + Math.abs(ra[i + 2]! - rb[i + 2]!) + Math.abs(ra[i + 3]! - rb[i + 3]!);
    if (diff > 24) changed++;
  }
  return changed / (ra.length / 4);
}

const EXPECTED_RGB: Record<Exclude<Background, 'transparent'>, [number, number, number]> = {
  white: [255, 255, 255],
  black: [0, 0, 0],
  charcoal: [0x36, 0x45, 0x4f],
};

describe('canvasSize', () => {
  it('puts the long side on the longer dimension and rounds the short side', () => {
    const expected: Record<AspectRatio, [number, number]> = {
      '16:9': [1600, 900],
      '1:1': [1600, 1600],
      '4:3': [1600, 1200],
      '3:4': [1200, 1600],
      '9:16': [900, 1600],
      '21:9': [1600, 686],
      '3:2': [1600, 1067],
    };
    for (const ratio of aspectRatios) {
      const { width, height } = canvasSize(ratio, 1600);
      expect([width, height], ratio).toEqual(expected[ratio]);
    }
    expect(canvasSize('21:9', 320)).toEqual({ width: 320, height: 137 });
  });
});

describe('determinism', () => {
  it('renders byte-identical PNGs for the same inputs', async () => {
    const a = await renderPng(base, SMALL);
    const b = await renderPng({ ...base }, SMALL);
    expect(a.equals(b)).toBe(true);
    expect(composeSvg(base, SMALL)).toBe(composeSvg({ ...base }, SMALL));
  });

  it('changes the image visibly when only the seed changes', async () => {
    const a = await renderPng(base, SMALL);
    const b = await renderPng(withInput({ seed: 43 }), SMALL);
    expect(a.equals(b)).toBe(false);
    expect(await changedShare(a, b)).toBeGreaterThan(0.03);
  });

  it('changes the image visibly when only the prompt changes', async () => {
    const a = await renderPng(base, SMALL);
    const b = await renderPng(withInput({ prompt: 'a Garden of Eden with a geometric frame at sunset' }), SMALL);
    expect(a.equals(b)).toBe(false);
    expect(await changedShare(a, b)).toBeGreaterThan(0.03);
  });

  it('keeps the SVG free of text, randomness-dependent output and long decimals', () => {
    const svg = composeSvg(withInput({ minimalism: 100, prompt: 'story book # ; & | ! city at night' }), SMALL);
    expect(svg).not.toMatch(/<text|<tspan|font-family/);
    expect(svg).not.toMatch(/\d\.\d{3,}/);
    expect(svg).not.toMatch(/NaN|Infinity|undefined/);
  });
});

describe('canvas', () => {
  it('gives each aspect ratio the right PNG size', async () => {
    for (const ratio of aspectRatios) {
      const png = await renderPng(withInput({ aspectRatio: ratio }), SMALL);
      const meta = await sharp(png).metadata();
      const size = canvasSize(ratio, SMALL);
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height], ratio).toEqual([size.width, size.height]);
      expect(Math.max(meta.width, meta.height)).toBe(SMALL);
    }
  });

  it('paints every corner in the background colour, transparent ones with alpha 0', async () => {
    const heavy = 'garden geometric frame mountain sunset wave star bridge lighthouse tree path city home book # & !';
    for (const background of backgrounds) {
      for (const perspective of perspectives) {
        for (const prompt of [base.prompt, heavy, 'circuit network']) {
          const png = await renderPng(withInput({ background, perspective, prompt, minimalism: 100, aspectRatio: '21:9' }), SMALL);
          const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
          const px = (x: number, y: number): number[] => {
            const i = (y * info.width + x) * 4;
            return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
          };
          const corners = [px(0, 0), px(info.width - 1, 0), px(0, info.height - 1), px(info.width - 1, info.height - 1)];
          for (const c of corners) {
            if (background === 'transparent') expect(c[3], `${perspective} ${prompt}`).toBe(0);
            else expect(c, `${background} ${perspective} ${prompt}`).toEqual([...EXPECTED_RGB[background], 255]);
          }
        }
      }
    }
  });

  it('keeps the whole 2% outer border free of shapes', async () => {
    const heavy = 'garden geometric frame mountain sunset wave star circuit bridge lighthouse tree path city home book # ; & | !';
    for (const perspective of perspectives) {
      for (const aspectRatio of ['16:9', '9:16', '21:9', '1:1'] as const) {
        const png = await renderPng(withInput({ perspective, aspectRatio, prompt: heavy, minimalism: 100 }), SMALL);
        const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
        const border = Math.floor(Math.min(info.width, info.height) * 0.02);
        let opaque = 0;
        for (let y = 0; y < info.height; y++) {
          for (let x = 0; x < info.width; x++) {
            const inside = x >= border && y >= border && x < info.width - border && y < info.height - border;
            if (!inside && data[(y * info.width + x) * 4 + 3]! > 0) opaque++;
          }
        }
        expect(opaque, `${perspective} ${aspectRatio}`).toBe(0);
      }
    }
  });

  it('keeps the alpha channel for transparent backgrounds only', async () => {
    const transparent = await sharp(await renderPng(base, SMALL)).metadata();
    const white = await sharp(await renderPng(withInput({ background: 'white' }), SMALL)).metadata();
    expect(transparent.hasAlpha).toBe(true);
    expect(white.hasAlpha).toBe(false);
  });
});

describe('palettes and perspectives', () => {
  it('changes the output with the palette', async () => {
    const pngs = await Promise.all(colorPalettes.map((colorPalette) => renderPng(withInput({ colorPalette }), SMALL)));
    for (let i = 0; i < pngs.length; i++) {
      for (let j = i + 1; j < pngs.length; j++) expect(pngs[i]!.equals(pngs[j]!)).toBe(false);
    }
  });

  it('uses the brand pink in vibrant and only greys in monochrome', () => {
    expect(composeSvg(base, SMALL)).toContain('#fe299e');
    for (const perspective of perspectives) {
      const svg = composeSvg(withInput({ colorPalette: 'monochrome', perspective, minimalism: 100, prompt: 'garden sunset city lighthouse # !' }), SMALL);
      const colours = svg.match(/#[0-9a-f]{6}\b/g) ?? [];
      expect(colours.length).toBeGreaterThan(10);
      for (const c of colours) {
        const [r, g, b] = [1, 3, 5].map((k) => Number.parseInt(c.slice(k, k + 2), 16)) as [number, number, number];
        expect(Math.max(r, g, b) - Math.min(r, g, b), `${perspective} ${c}`).toBeLessThanOrEqual(24);
      }
    }
  });

  it('changes the output with the perspective', () => {
    const svgs = perspectives.map((perspective) => composeSvg(withInput({ perspective }), SMALL));
    expect(new Set(svgs).size).toBe(3);
  });
});

describe('minimalism', () => {
  it('grows the number of SVG elements from Hungry Caterpillar to Where\'s Waldo', () => {
    const at = (minimalism: number, over: Partial<GenerationInput> = {}): number => countElements(composeSvg(withInput({ ...over, minimalism }), SMALL));
    expect(at(0)).toBeLessThan(at(50));
    expect(at(50)).toBeLessThan(at(100));
    expect(at(0, { prompt: 'something calm' })).toBeLessThanOrEqual(10);
    expect(at(100)).toBeGreaterThan(at(0) * 5);
  });

  it('never loses elements as minimalism rises, for any perspective and several prompts', () => {
    const prompts = [base.prompt, 'lighthouse by the sea at night', 'city skyline bridge', 'circuit data', 'family tree home path', 'mountain sunrise', 'story book', 'Hash # and Scout &', 'plain words'];
    for (const perspective of perspectives) {
      for (const prompt of prompts) {
        let previous = -1;
        for (let m = 0; m <= 100; m += 10) {
          const n = countElements(composeSvg(withInput({ perspective, prompt, minimalism: m }), SMALL));
          expect(n, `${perspective} "${prompt}" at ${m}`).toBeGreaterThanOrEqual(previous);
          previous = n;
        }
      }
    }
  });

  it('stays within the element budget at full detail', () => {
    const everything = 'garden geometric frame mountain sunset wave star circuit bridge lighthouse tree path city home book # ; & | !';
    for (const perspective of perspectives) {
      expect(countElements(composeSvg(withInput({ perspective, prompt: everything, minimalism: 100 }), SMALL))).toBeLessThanOrEqual(650);
    }
  });
});

describe('motifs', () => {
  it('draws different scenes for different motif words', () => {
    const garden = composeSvg(withInput({ prompt: 'garden' }), SMALL);
    const lighthouse = composeSvg(withInput({ prompt: 'lighthouse' }), SMALL);
    const abstract = composeSvg(withInput({ prompt: 'nothing in particular' }), SMALL);
    expect(garden).not.toBe(lighthouse);
    // the garden arch panel uses an elliptical arc, plain panels do not
    expect(garden).toMatch(/clipPath id="panel"><path d="[^"]* A /);
    expect(lighthouse).not.toMatch(/clipPath id="panel"><path d="[^"]* A /);
    expect(new Set([garden, lighthouse, abstract]).size).toBe(3);
    // the geometric frame adds nested outlines outside the panel
    const framed = composeSvg(withInput({ prompt: 'geometric frame' }), SMALL);
    const unframed = composeSvg(withInput({ prompt: 'plain' }), SMALL);
    expect((framed.match(/fill="none"/g) ?? []).length).toBeGreaterThan((unframed.match(/fill="none"/g) ?? []).length);
  });
});

describe('renderWebp', () => {
  it('resizes to the given width as a deterministic WebP', async () => {
    const png = await renderPng(withInput({ aspectRatio: '4:3' }), 640);
    const a = await renderWebp(png, 200);
    const b = await renderWebp(png, 200);
    const meta = await sharp(a).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(200);
    expect(meta.height).toBe(150);
    expect(a.equals(b)).toBe(true);
  });
});

describe('full size', () => {
  // How long it takes is a bench figure (npm run bench, images group), not a timed assertion.
  it('renders the default 1600px image deterministically', async () => {
    const a = await renderPng(base);
    const meta = await sharp(a).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 900]);
    expect(meta.hasAlpha).toBe(true);
    const b = await renderPng(base, 1600);
    expect(a.equals(b)).toBe(true);
  });
});
