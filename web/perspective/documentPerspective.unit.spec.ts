import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPerspectiveApplier, PERSPECTIVE_ATTRIBUTE, PERSPECTIVE_FADE_MS, PERSPECTIVE_TRANSITION_CLASS, type PerspectiveRoot } from './documentPerspective.ts';
import { themeVar } from './themeVariables.ts';

function fakeRoot() {
  const attributes = new Map<string, string>();
  const properties = new Map<string, string>();
  const classes = new Set<string>();
  const root = {
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    style: { setProperty: (name: string, value: string) => void properties.set(name, value) },
    classList: { add: (name: string) => void classes.add(name), remove: (name: string) => void classes.delete(name) },
    offsetWidth: 0,
  } as unknown as PerspectiveRoot;
  return { root, attributes, properties, classes };
}

describe('applying a perspective to the page root', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sets the data attribute and the theme variables', () => {
    const { root, attributes, properties } = fakeRoot();
    createPerspectiveApplier(root)('content_creators', 'initial');
    expect(attributes.get(PERSPECTIVE_ATTRIBUTE)).toBe('content_creators');
    expect(properties.get(themeVar.spacing)).toBe('3rem');
    expect(properties.get(themeVar.containerMaxWidth)).toBe('1100px');
    expect(properties.get(themeVar.colorPrimary)).toBe('#FE299E');
  });

  it('plays the fade only on a switch, and removes its class after about a second', () => {
    const { root, classes } = fakeRoot();
    const apply = createPerspectiveApplier(root);
    apply('startup_founders', 'initial');
    expect(classes.has(PERSPECTIVE_TRANSITION_CLASS)).toBe(false);

    apply('memory_capturers', 'switch');
    expect(classes.has(PERSPECTIVE_TRANSITION_CLASS)).toBe(true);
    vi.advanceTimersByTime(PERSPECTIVE_FADE_MS - 1);
    expect(classes.has(PERSPECTIVE_TRANSITION_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(classes.has(PERSPECTIVE_TRANSITION_CLASS)).toBe(false);
    expect(PERSPECTIVE_FADE_MS).toBe(1000);
  });
});
