import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogImage } from '../../../tests/web/fixtures/images.ts';
import { journeyServer } from '../../../tests/web/fixtures/journey.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { creativeJourney } from '../../content/creativeJourney.ts';

const copy = creativeJourney.dialog;
// The page is lazy: its first render waits for its module, slow on a busy machine.
const loaded = { timeout: 5000 };

const images = [dialogImage({ title: 'First image' }), dialogImage({ title: 'Second image' }), dialogImage({ title: 'Third image' })];
const [first, second, third] = images as [(typeof images)[number], (typeof images)[number], (typeof images)[number]];

const dialog = () => screen.getByRole('dialog');
const dialogTitle = () => screen.getByRole('heading', { level: 2, name: /image$/ }).textContent;
const opener = (title: string) => screen.getByRole('button', { name: title });

/** The Filter tab lists every image in the catalog's order: the list the dialog walks. */
async function openFromCard(title: string) {
  mockServer.use(...journeyServer(images).handlers);
  const rendered = renderRoute('/creative-process?tab=filter');
  await screen.findByRole('button', { name: title }, loaded);
  await rendered.user.click(opener(title));
  await screen.findByRole('dialog');
  return rendered;
}

describe('the image dialog', () => {
  it('opens from a card with focus on Close, the image in the URL and its position announced', async () => {
    const { url } = await openFromCard('Second image');

    expect(dialogTitle()).toBe('Second image');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: copy.close }));
    expect(new URL(url(), 'http://test').searchParams.get('image')).toBe(second.id);
    expect(screen.getByTestId('dialog-position').textContent).toBe(copy.position(2, 3));
  });

  it('closes on Escape, leaves the URL and returns focus to the card that opened it', async () => {
    const { user, url } = await openFromCard('Second image');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(url()).toBe('/creative-process?tab=filter');
    expect(document.activeElement).toBe(opener('Second image'));
  });

  it('closes with the Close button, returning focus to the card', async () => {
    const { user } = await openFromCard('Third image');

    await user.click(screen.getByRole('button', { name: copy.close }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener('Third image'));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openFromCard('First image');
    const previous = screen.getByRole('button', { name: copy.previous });
    const download = screen.getByTestId('dialog-download');

    previous.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(download);

    await user.tab();
    expect(document.activeElement).toBe(previous);

    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog().contains(document.activeElement)).toBe(true);
    }
  });

  it('moves to the next and previous image with the arrow keys, wrapping around, and keeps the image in the URL', async () => {
    const { user, url } = await openFromCard('First image');

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(dialogTitle()).toBe('Second image'));
    expect(screen.getByTestId('dialog-position').textContent).toBe(copy.position(2, 3));
    expect(new URL(url(), 'http://test').searchParams.get('image')).toBe(second.id);

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(dialogTitle()).toBe('Third image'));
    expect(screen.getByTestId('dialog-position').textContent).toBe(copy.position(3, 3));
    expect(new URL(url(), 'http://test').searchParams.get('image')).toBe(third.id);

    await user.click(screen.getByRole('button', { name: copy.next }));
    await waitFor(() => expect(dialogTitle()).toBe('First image'));
    expect(new URL(url(), 'http://test').searchParams.get('image')).toBe(first.id);
  });

  it('opens from a URL that names the image', async () => {
    mockServer.use(...journeyServer(images).handlers);
    renderRoute(`/creative-process?tab=filter&image=${third.id}`);

    await screen.findByRole('dialog', {}, loaded);
    expect(dialogTitle()).toBe('Third image');
    expect(screen.getByTestId('dialog-position').textContent).toBe(copy.position(3, 3));
  });
});
