/**
 * Generated Images Gallery (/image-gallery): the three case-study hero samples, one per perspective.
 * SPEC section 2, Image Gallery; section 9: minimalism 30, 40, 50; palettes vibrant, soft, natural; 16:9.
 * The server renders each from these parameters (the generator is deterministic), so the gallery
 * shows exactly what the parameters produce.
 */
import type { Perspective } from './types.ts';

export interface StaticGallerySample {
  readonly perspective: Perspective;
  readonly prompt: string;
  readonly description: string;
  readonly parameters: {
    readonly minimalism: 30 | 40 | 50;
    readonly colorPalette: 'vibrant' | 'soft' | 'natural';
    readonly aspectRatio: '16:9';
    readonly background: 'transparent' | 'white' | 'black' | 'charcoal';
    readonly seed: number;
  };
}

export const staticGallery = {
  title: 'Generated Images Gallery',
  backLink: { label: 'Back to Products', href: '/products' },
} as const;

export const staticGallerySamples: readonly StaticGallerySample[] = [
  {
    perspective: 'startup_founders',
    prompt:
      'A long suspension bridge of geometric cables spanning between two city grids, a small hash mark on each tower, dusk light.',
    description:
      'The founders case-study hero: a bridge from strategy to shipping, with a structured city on each bank.',
    parameters: { minimalism: 30, colorPalette: 'vibrant', aspectRatio: '16:9', background: 'charcoal', seed: 41209 },
  },
  {
    perspective: 'content_creators',
    prompt:
      'Concentric waves spreading outward from a single semicolon, each ring splitting into a constellation of smaller stars, bold and playful.',
    description:
      'The creators case-study hero: one voice amplified into waves that reach a sky full of new listeners.',
    parameters: { minimalism: 40, colorPalette: 'soft', aspectRatio: '16:9', background: 'black', seed: 47885 },
  },
  {
    perspective: 'memory_capturers',
    prompt:
      'A wide old tree with roots spreading under a row of books and branches reaching toward a sunrise, warm natural colours.',
    description:
      'The families case-study hero: a legacy tree rooted in the stories a family keeps and passes on.',
    parameters: { minimalism: 50, colorPalette: 'natural', aspectRatio: '16:9', background: 'white', seed: 53691 },
  },
];
