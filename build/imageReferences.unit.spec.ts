import { describe, expect, it } from 'vitest';
import { findImageReferences, moduleRoutes, type ContentModules } from './imageReferences.ts';
import { routeMeta } from '../web/content/site.ts';

/** Every content module of the web client, keyed by file name as the build plugin keys them. */
const contentModules: ContentModules = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>(['../web/content/*.ts', '!../web/content/*.spec.ts'], { eager: true })).map(
    ([path, exports]) => [path.slice(path.lastIndexOf('/') + 1, -'.ts'.length), exports],
  ),
);

const image = (imageId: string) => ({ imageId, alt: 'An image' });

describe('findImageReferences', () => {
  it('finds every image the web content shows, with its route and section', () => {
    const { references, unplaced } = findImageReferences(contentModules);
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
    for (const name of Object.keys(moduleRoutes)) expect(Object.keys(contentModules)).toContain(name);
  });

  it('takes the page from a `route` field, counts an object reached twice once, and reports unplaced ids', () => {
    const founders = { route: '/startup-founders-deep-dive', useCases: { cards: [{ title: 'x', image: image('img-a') }] } };
    const { references, unplaced } = findImageReferences({
      deepDives: { founders, byPerspective: { startup_founders: founders } },
      gallery: { teaser: image('img-b') },
      home: { home: { hero: { startup_founders: { image: image('img-c') } }, closing: image('img-c') } },
    });
    expect(references).toEqual([
      { imageId: 'img-a', page: '/startup-founders-deep-dive', section: 'useCases.cards.0' },
      { imageId: 'img-c', page: '/', section: 'hero.startup_founders' },
      { imageId: 'img-c', page: '/', section: 'closing' },
    ]);
    expect(unplaced).toEqual([{ imageId: 'img-b', path: 'gallery.teaser' }]);
  });

  it('ignores a route field that is not a registered route', () => {
    const { references, unplaced } = findImageReferences({ notes: { page: { route: '/nowhere', image: image('img-a') } } });
    expect(references).toEqual([]);
    expect(unplaced).toHaveLength(1);
  });

  it('takes an `imageId` without alternative text for a label, not an image', () => {
    const { references, unplaced } = findImageReferences({ home: { form: { imageId: 'Image id', at: 'Position' } } });
    expect(references).toEqual([]);
    expect(unplaced).toEqual([]);
  });
});
