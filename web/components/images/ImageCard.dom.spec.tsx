import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogImage } from '../../../tests/web/fixtures/images.ts';
import { ImageCard, ImageGrid } from './ImageCard.tsx';

afterEach(() => vi.restoreAllMocks());

describe('an image card', () => {
  it.each(['grid', 'list'] as const)('in the %s layout hands no styling prop to the DOM (React warns of none)', (layout) => {
    const consoleError = vi.spyOn(console, 'error');
    render(
      <ImageGrid listLayout={layout === 'list'}>
        <ImageCard image={dialogImage({ title: 'Lighthouse at dusk' })} layout={layout} onOpen={() => {}} onDownload={() => {}} />
      </ImageGrid>,
    );
    expect(screen.getByTestId('image-card').textContent).toContain('Lighthouse at dusk');
    expect(consoleError.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });
});
