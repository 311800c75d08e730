/** Image demo (/image-demo): its copy and the parameters it starts with. */
import { demoAspectRatioLabels, type Background, type ColorPalette } from '../generated/vocabulary.ts';

export const demoDefaults = {
  prompt: 'A Garden of Eden inside a geometric frame: a lush garden of trees, rivers and flowers bounded by clean lines and circles.',
  minimalism: 50,
  background: 'transparent' satisfies Background,
  colorPalette: 'vibrant' satisfies ColorPalette,
  aspectRatio: demoAspectRatioLabels.ratio_16_9,
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
