import { describe, expect, it } from 'vitest';
import { PERSPECTIVE_STORAGE_KEY, readStoredPerspective, storePerspective, type PerspectiveStorage } from './perspectiveStorage.ts';

function memoryStorage(initial: Record<string, string> = {}): PerspectiveStorage & { values: Record<string, string> } {
  const values = { ...initial };
  return {
    values,
    getItem: (key) => values[key] ?? null,
    setItem: (key, value) => {
      values[key] = value;
    },
  };
}

const brokenStorage: PerspectiveStorage = {
  getItem: () => {
    throw new Error('storage is disabled');
  },
  setItem: () => {
    throw new Error('quota exceeded');
  },
};

describe('the stored perspective', () => {
  it('is read back when it is one of the three perspectives', () => {
    expect(readStoredPerspective(memoryStorage({ [PERSPECTIVE_STORAGE_KEY]: 'memory_capturers' }))).toBe('memory_capturers');
  });

  it('falls back to startup_founders when missing, unknown or unreadable', () => {
    expect(readStoredPerspective(memoryStorage())).toBe('startup_founders');
    expect(readStoredPerspective(memoryStorage({ [PERSPECTIVE_STORAGE_KEY]: 'space_pirates' }))).toBe('startup_founders');
    expect(readStoredPerspective(memoryStorage({ [PERSPECTIVE_STORAGE_KEY]: '' }))).toBe('startup_founders');
    expect(readStoredPerspective(brokenStorage)).toBe('startup_founders');
    expect(readStoredPerspective(undefined)).toBe('startup_founders');
  });

  it('is saved under its key, and a storage that refuses writes is ignored', () => {
    const storage = memoryStorage();
    storePerspective(storage, 'content_creators');
    expect(storage.values[PERSPECTIVE_STORAGE_KEY]).toBe('content_creators');
    expect(() => storePerspective(brokenStorage, 'content_creators')).not.toThrow();
  });
});
