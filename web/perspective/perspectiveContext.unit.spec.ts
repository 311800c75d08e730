import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PerspectiveContext, usePerspective } from './perspectiveContext.ts';

function Probe() {
  return usePerspective().perspective;
}

describe('usePerspective', () => {
  it('throws when used outside its provider', () => {
    expect(() => renderToString(createElement(Probe))).toThrow('usePerspective must be used within a PerspectiveProvider');
  });

  it('reads the perspective from its provider', () => {
    const value = { perspective: 'content_creators' as const, isTransitioning: false, switched: false, setPerspective: () => undefined };
    expect(renderToString(createElement(PerspectiveContext.Provider, { value }, createElement(Probe)))).toBe('content_creators');
  });
});
