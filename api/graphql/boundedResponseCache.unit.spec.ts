import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './boundedResponseCache.ts';
import { createCacheKeyBuilder } from './cacheKey.ts';

const result = (bytes: number) => ({ data: { text: 'x'.repeat(bytes) } });
const image = (id: string) => ({ typename: 'CreativeImage', id });

describe('response cache key', () => {
  const key = createCacheKeyBuilder();
  const images = 'query Page($n: Int) { images(limit: $n) { total } }';

  it('is the same for the same operation written differently', () => {
    const base = key({ documentString: images, variableValues: { n: 5 } });
    expect(key({ documentString: `# a comment\n${images.replace(/ /g, '   ')}`, variableValues: { n: 5 } })).toBe(base);
    expect(key({ documentString: images, variableValues: { n: 5, unused: 'x'.repeat(100) } })).toBe(base);
    expect(key({ documentString: `${images} query Other { __typename }`, variableValues: { n: 5 }, operationName: 'Page' })).toBe(base);
  });

  it('differs when the meaning differs', () => {
    const base = key({ documentString: images, variableValues: { n: 5 } });
    expect(key({ documentString: images, variableValues: { n: 6 } })).not.toBe(base);
    expect(key({ documentString: images.replace('total', 'total items { id }'), variableValues: { n: 5 } })).not.toBe(base);
  });

  it('orders the keys of input objects', () => {
    const document = 'query($i: ImageEditInput) { __typename }';
    expect(key({ documentString: document, variableValues: { i: { a: 1, b: 2 } } })).toBe(key({ documentString: document, variableValues: { i: { b: 2, a: 1 } } }));
  });
});

describe('bounded response cache', () => {
  it('keeps the stored results under the byte budget, dropping the least recently used', () => {
    const cache = createBoundedCache({ maxBytes: 100_000, maxEntryBytes: 20_000 });
    for (let i = 0; i < 50; i++) {
      cache.get(`r${i}`);
      cache.set(`r${i}`, result(10_000), [image(`i${i}`)], Infinity);
    }
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBeGreaterThan(5);
    expect(cache.get('r49')).toEqual(result(10_000));
    expect(cache.get('r0')).toBeUndefined();
  });

  it('never stores a result over the entry limit', () => {
    const cache = createBoundedCache({ maxBytes: 100_000, maxEntryBytes: 20_000 });
    cache.get('big');
    cache.set('big', result(30_000), [], Infinity);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('drops the results showing an invalidated entity, and only those', () => {
    const cache = createBoundedCache({ maxBytes: 100_000, maxEntryBytes: 20_000 });
    for (const id of ['a', 'b']) {
      cache.get(id);
      cache.set(id, result(10), [image(id)], Infinity);
    }
    cache.invalidate([image('a')]);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(result(10));
  });

  it('does not store a result computed before an invalidation of what it shows', () => {
    const cache = createBoundedCache({ maxBytes: 100_000, maxEntryBytes: 20_000 });
    expect(cache.get('page')).toBeUndefined(); // the miss: computing starts
    cache.invalidate([image('a')]); // a download commits meanwhile
    cache.set('page', result(10), [image('a')], Infinity); // the old count arrives late
    expect(cache.get('page')).toBeUndefined();
    // an invalidation of something else does not keep an unrelated result out
    cache.invalidate([image('z')]);
    cache.set('page', result(10), [image('a')], Infinity);
    expect(cache.get('page')).toEqual(result(10));
  });

  it('does not store a result whose computation began before everything was invalidated', () => {
    const cache = createBoundedCache({ maxBytes: 100_000, maxEntryBytes: 20_000 });
    cache.get('page');
    cache.invalidate([{ typename: 'AnyReadModelResult' }]);
    cache.set('page', result(10), [{ typename: 'AnyReadModelResult' }, image('a')], Infinity);
    expect(cache.get('page')).toBeUndefined();
  });
});
