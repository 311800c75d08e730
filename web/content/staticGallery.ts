/** Generated Images Gallery (/image-gallery): the page's title and way back; the samples come from the server. */
export const staticGallery = {
  title: 'Generated Images Gallery',
  backLink: { label: 'Back to Products', href: '/products' },
} as const;
