/**
 * Image demo (/image-demo): copy, options and defaults. SPEC section 2 (Image demo), section 5
 * (seed and minimalism rules), section 8 (toasts) and section 9 (demo options).
 */
export const demoBackgrounds = ['transparent', 'white', 'black', 'charcoal'] as const;
export const demoPalettes = ['vibrant', 'soft', 'monochrome', 'natural'] as const;
export const demoAspectRatios = ['16:9', '1:1', '4:3', '3:4', '9:16'] as const;

export type DemoBackground = (typeof demoBackgrounds)[number];
export type DemoPalette = (typeof demoPalettes)[number];
export type DemoAspectRatio = (typeof demoAspectRatios)[number];

export const demoDefaults = {
  prompt: 'A Garden of Eden inside a geometric frame: a lush garden of trees, rivers and flowers bounded by clean lines and circles.',
  minimalism: 50,
  background: 'transparent' as DemoBackground,
  colorPalette: 'vibrant' as DemoPalette,
  aspectRatio: '16:9' as DemoAspectRatio,
  seed: 42,
} as const;

export const imageDemo = {
  badge: 'CHB Pipes Demo',
  title: 'Perspective-Switching Image Generation',
  subtitle:
    'The same prompt, seen through each perspective. Choose the parameters, then generate locally or show the pre-generated sample for your perspective.',
  controls: {
    title: 'Generation Controls',
    perspectiveNote: (perspective: string) => `Perspective: ${perspective} (switch it in the header).`,
    prompt: 'Prompt',
    minimalism: 'Minimalism',
    minimalismMin: 'Hungry Caterpillar',
    minimalismMax: "Where's Waldo",
    minimalismValue: (n: number) => `${n} of 100`,
    background: 'Background',
    palette: 'Colour palette',
    aspectRatio: 'Aspect ratio',
    seed: 'Seed',
    seedHint: 'Any whole number; empty, zero or not a number uses 42. The same seed and prompt give the same image.',
    generate: 'Generate Image',
    generating: 'Generating...',
    showSample: 'Show Sample',
  },
  options: {
    background: { transparent: 'Transparent', white: 'White', black: 'Black', charcoal: 'Charcoal' } satisfies Record<DemoBackground, string>,
    palette: { vibrant: 'Vibrant', soft: 'Soft', monochrome: 'Monochrome', natural: 'Natural' } satisfies Record<DemoPalette, string>,
  },
  results: {
    title: 'Results',
    empty: 'No images yet. Generate one, or show the sample for your perspective.',
    sample: 'Sample',
    generated: 'Generated',
    seed: (n: number) => `Seed ${n}`,
    minimalism: (n: number) => `Minimalism ${n}`,
    alt: (prompt: string) => `Generated image for: ${prompt}`,
  },
  toasts: {
    success: { title: 'Image Generated Successfully!', description: 'Your perspective-aware image has been created.' },
    failure: { title: 'Generation Failed', fallback: 'Failed to generate image' },
    sample: { title: 'Sample Image Displayed!', description: (perspective: string) => `Showing ${perspective} perspective example.` },
  },
} as const;
