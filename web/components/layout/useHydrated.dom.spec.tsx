import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderModeContext, useHydrated, type RenderMode } from './useHydrated.ts';

let seen: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <button disabled={!hydrated}>{hydrated ? 'ready' : 'loading'}</button>;
}

const page = (mode: RenderMode) => (
  <RenderModeContext value={mode}>
    <Probe />
  </RenderModeContext>
);

describe('useHydrated', () => {
  // A container of its own for each test: React refuses a second root over a container that had one.
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
  });
  afterEach(() => {
    seen = [];
  });

  it('is false in the prerendered HTML, hydrates over it without a mismatch, then turns true', async () => {
    container.innerHTML = renderToString(page('prerender'));
    expect(container.textContent).toBe('loading');
    expect(container.querySelector('button')?.disabled).toBe(true);
    seen = [];
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page('hydrate'), { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('ready');
    expect(container.querySelector('button')?.disabled).toBe(false);
    await act(async () => root.unmount());
  });

  it('is true from the first render when nothing was prerendered', async () => {
    const root = createRoot(container);
    await act(async () => root.render(page('client')));
    expect(seen).not.toContain(false);
    expect(container.textContent).toBe('ready');
    await act(async () => root.unmount());
  });
});
