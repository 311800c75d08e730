import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateImage } from './imageGeneration.ts';

function answer(response: Response) {
  vi.stubGlobal('window', { localStorage: { getItem: () => null } });
  vi.stubGlobal('fetch', () => Promise.resolve(response));
}

describe('generateImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the generated image', async () => {
    const generated = { success: true, imageUrl: '/images/generated/abc.png', metadata: { prompt: 'p', parameters: { seed: 7, perspective: 'founders' } } };
    answer(Response.json(generated));
    await expect(generateImage({ prompt: 'p' }, 'Please try again.')).resolves.toEqual(generated);
  });

  it("raises the server's details, else its error title, else the fallback", async () => {
    answer(Response.json({ error: 'Image generator busy', details: 'try again in 3 seconds' }, { status: 503 }));
    await expect(generateImage({}, 'Please try again.')).rejects.toThrow(new Error('try again in 3 seconds'));
    answer(Response.json({ error: 'Generation failed' }, { status: 500 }));
    await expect(generateImage({}, 'Please try again.')).rejects.toThrow(new Error('Generation failed'));
    answer(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(generateImage({}, 'Please try again.')).rejects.toThrow(new Error('Please try again.'));
  });
});
