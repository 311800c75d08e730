import { describe, expect, it } from 'vitest';
import { catalogSources } from './catalogSources.ts';

describe('catalog image sources', () => {
  it('offers the two WebP thumbnails and the PNG, and downloads the PNG', () => {
    const sources = catalogSources('/images/catalog/img-a.png');
    expect(sources.src).toBe('/images/catalog/img-a-960.webp');
    expect(sources.srcSet).toBe('/images/catalog/img-a-480.webp 480w, /images/catalog/img-a-960.webp 960w, /images/catalog/img-a.png 1600w');
    expect(sources.download).toBe('/images/catalog/img-a.png?download=1');
  });
});
