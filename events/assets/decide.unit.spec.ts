import { describe, expect, it } from 'vitest';
import { decideAssets } from './decide.ts';
import { AssetsRepaired, ImageGenerated } from './events.ts';

describe('asset events', () => {
  it('records what a repair regenerated', () => {
    const repaired = [{ imageId: 'img-a', files: ['img-a.png'] }];
    expect(decideAssets({ type: 'RecordAssetsRepaired', repaired })).toEqual([AssetsRepaired({ repaired })]);
  });

  it('records nothing for a repair that found nothing to repair', () => {
    expect(decideAssets({ type: 'RecordAssetsRepaired', repaired: [] })).toEqual([]);
  });

  it('records a generated image by its parameters hash', () => {
    const generated = { parametersHash: '0123456789abcdef', perspective: 'content_creators' };
    expect(decideAssets({ type: 'RecordImageGenerated', ...generated })).toEqual([ImageGenerated(generated)]);
  });
});
