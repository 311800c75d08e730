import { describe, expect, it } from 'vitest';
import { renderCatalogImage } from '../api/media/catalogRender.ts';
import { catalogImages } from './catalog.ts';
import { seededFileOf } from './catalogFiles.ts';

/** seed/catalogFiles.json must be what the pipeline makes of the seed now: run `npm run seed:media` after changing either. */
describe("the seed catalog's files", () => {
  it('name a file for every seed image, rendered from its inputs as they are', () => {
    const stale = catalogImages.filter((image) => seededFileOf(image) === null).map((image) => image.id);
    expect(stale, 'run npm run seed:media').toEqual([]);
  });

  it.each([catalogImages[0]!, catalogImages.find((image) => image.generationParams.background === 'transparent')!].map((image) => [image.id, image] as const))(
    'are what the pipeline makes of %s now, file for file',
    async (_id, image) => {
      expect((await renderCatalogImage(image)).manifest, 'run npm run seed:media').toEqual(seededFileOf(image));
    },
    60_000,
  );
});
