import { describe, expect, it } from 'vitest';
import { catalogImagePath, imageSources } from './imageUrls.ts';

describe('imageSources', () => {
  it('derives the WebP variants and the download URL from the full-resolution PNG', () => {
    const sources = imageSources('/images/catalog/img-a.png');
    expect(sources.src).toBe('/images/catalog/img-a-960.webp');
    expect(sources.srcSet).toBe('/images/catalog/img-a-480.webp 480w, /images/catalog/img-a-960.webp 960w, /images/catalog/img-a.png 1600w');
    expect(sources.download).toBe('/images/catalog/img-a.png?download=1');
  });

  it('gives the 480px WebP as the thumbnail and the PNG itself as the full image', () => {
    const sources = imageSources('/images/creative-journey/early-1.png');
    expect(sources.thumbnail).toBe('/images/creative-journey/early-1-480.webp');
    expect(sources.full).toBe('/images/creative-journey/early-1.png');
  });
});

describe('catalogImagePath', () => {
  it('places a content image under /images/catalog by its id', () => {
    expect(catalogImagePath('img-founders-hero-geometric-lighthouse')).toBe('/images/catalog/img-founders-hero-geometric-lighthouse.png');
  });
});
