import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogImage } from '../../../tests/web/fixtures/images.ts';
import { journeyServer } from '../../../tests/web/fixtures/journey.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { creativeJourney } from '../../content/creativeJourney.ts';
import { ImageCard, ImageGrid } from './ImageCard.tsx';

afterEach(() => vi.restoreAllMocks());

describe('an image card', () => {
  it.each(['grid', 'list'] as const)('in the %s layout hands no styling prop to the DOM (React warns of none)', (layout) => {
    const consoleError = vi.spyOn(console, 'error');
    render(
      <ImageGrid listLayout={layout === 'list'}>
        <ImageCard image={dialogImage({ title: 'Lighthouse at dusk' })} layout={layout} onOpen={() => {}} onDownload={async () => {}} />
      </ImageGrid>,
    );
    expect(screen.getByTestId('image-card').textContent).toContain('Lighthouse at dusk');
    expect(consoleError.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });

  it("counts and saves once when 'Try Download' is double-clicked, the button disabled until the download is done", async () => {
    const broken = dialogImage({ title: 'Broken lighthouse', file: null });
    let counted = 0;
    const held: (() => void)[] = [];
    mockServer.use(
      ...journeyServer([broken]).handlers,
      http.post(`/api/creative/images/${broken.id}/download`, async () => {
        counted += 1;
        await new Promise<void>((resolve) => held.push(resolve));
        return HttpResponse.json({ downloadCount: counted, filePath: '/media/broken.jpg', filename: broken.filename });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderRoute('/creative-process?tab=filter');
    const card = (await screen.findByText('Broken lighthouse', undefined, { timeout: 5000 })).closest<HTMLElement>('[data-testid="image-card"]')!;
    const tryDownload = within(card).getByRole<HTMLButtonElement>('button', { name: creativeJourney.card.tryDownload });

    await user.dblClick(tryDownload);

    await waitFor(() => expect(counted).toBe(1));
    expect(tryDownload.disabled).toBe(true);
    for (const release of held) release();
    await waitFor(() => expect(within(card).getByTestId('card-downloads').textContent).toBe(creativeJourney.card.downloads(1)));
    await waitFor(() => expect(tryDownload.disabled).toBe(false));
    expect(counted).toBe(1);
    expect(saved).toEqual([broken.filename]);
  });
});
