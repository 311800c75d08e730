/** Generated Images Gallery (/image-gallery): the copy of the cards, the full view and the debug panel. */
export const imageGallery = {
  subtitle: 'The three case-study hero images, generated locally from the parameters shown on each card.',
  generatedAt: 'Generated',
  prompt: 'Prompt',
  parametersLabel: 'Generation parameters',
  minimalism: (n: number) => `Minimalism ${n}`,
  palette: (name: string) => `Palette ${name}`,
  aspectRatio: (ratio: string) => `Ratio ${ratio}`,
  viewFull: 'View Full',
  viewFullLabel: (perspective: string) => `View Full: ${perspective} image`,
  close: 'Close',
  download: 'Download',
  downloadLabel: (perspective: string) => `Download the ${perspective} image`,
  loading: 'Loading the gallery...',
  error: 'The gallery could not be loaded. Please try again in a moment.',
  debug: {
    title: 'Debug information',
    count: (n: number) => `Total images: ${n}`,
    urls: 'Image URLs',
    test: 'Test image access',
    open: (filename: string) => `Open ${filename}`,
  },
} as const;
