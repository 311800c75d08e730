import { describe, expect, it } from 'vitest';
import { downloadUrl } from './downloadUrl.ts';

describe('downloadUrl', () => {
  it("adds ?download=1 to a visitor's plain file URL", () => {
    expect(downloadUrl('/media/9267aefc.jpg')).toBe('/media/9267aefc.jpg?download=1');
  });

  it("adds &download=1 to an administrator's signed URL, keeping its access parameter", () => {
    expect(downloadUrl('/media/9267aefc.jpg?access=1764201600000.abc_-')).toBe('/media/9267aefc.jpg?access=1764201600000.abc_-&download=1');
  });
});
