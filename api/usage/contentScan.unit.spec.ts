import { describe, expect, it } from 'vitest';
import { findImageReferences, moduleRoutes, webContentModules } from './contentScan.ts';
import { routeMeta } from '../../web/content/site.ts';

describe('findImageReferences', () => {
  it('finds every image the web content references, with its route and section', () => {
    const { references, unplaced } = findImageReferences();
    expect(unplaced).toEqual([]);
    expect(references).toEqual(
      expect.arrayContaining([
        { imageId: 'img-founders-hero-geometric-lighthouse', page: '/', section: 'hero.startup_founders' },
        { imageId: 'img-creators-hero-constellation-waves', page: '/', section: 'hero.content_creators' },
        { imageId: 'img-families-hero-garden-hearth', page: '/', section: 'hero.memory_capturers' },
        { imageId: 'img-products-header-punctuation-suite', page: '/products', section: 'headerImage' },
        { imageId: 'img-case-study-founders-bridge', page: '/chb-case-study', section: 'hero.startup_founders' },
        { imageId: 'img-case-study-creators-amplifier', page: '/chb-case-study', section: 'hero.content_creators' },
        { imageId: 'img-case-study-families-legacy-tree', page: '/chb-case-study', section: 'hero.memory_capturers' },
      ]),
    );
    expect(references).toHaveLength(7);
  });

  it('maps modules only to registered routes', () => {
    for (const route of Object.values(moduleRoutes)) expect(Object.keys(routeMeta)).toContain(route);
    for (const name of Object.keys(moduleRoutes)) expect(Object.keys(webContentModules)).toContain(name);
  });

  it('takes the page from a `route` field, counts an object reached twice once, and reports unplaced ids', () => {
    const founders = { route: '/startup-founders-deep-dive', useCases: { cards: [{ title: 'x', image: { imageId: 'img-a' } }] } };
    const { references, unplaced } = findImageReferences({
      deepDives: { founders, byPerspective: { startup_founders: founders } },
      gallery: { teaser: { imageId: 'img-b' } },
      home: { home: { hero: { startup_founders: { image: { imageId: 'img-c' } } }, closing: { imageId: 'img-c' } } },
    });
    expect(references).toEqual([
      { imageId: 'img-a', page: '/startup-founders-deep-dive', section: 'useCases.cards.0' },
      { imageId: 'img-c', page: '/', section: 'hero.startup_founders' },
      { imageId: 'img-c', page: '/', section: 'closing' },
    ]);
    expect(unplaced).toEqual([{ imageId: 'img-b', path: 'gallery.teaser' }]);
  });

  it('ignores a route field that is not a registered route', () => {
    const { references, unplaced } = findImageReferences({ notes: { page: { route: '/nowhere', image: { imageId: 'img-a' } } } });
    expect(references).toEqual([]);
    expect(unplaced).toHaveLength(1);
  });
});
