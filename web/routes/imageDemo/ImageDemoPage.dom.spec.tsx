import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import type { GeneratedImage } from '../../api/imageGeneration.ts';
import { demoDefaults, imageDemo } from '../../content/imageDemo.ts';
import { perspectiveLabels } from '../../generated/vocabulary.ts';
import { FALLBACK_SEED } from './demoParameters.ts';

const copy = imageDemo;

/** The body the page posts to /api/images/generate. */
interface GenerateRequest {
  readonly prompt: string;
  readonly perspective: string;
  readonly seed: number;
  readonly background: string;
  readonly minimalism: number;
  readonly colorPalette: string;
  readonly aspectRatio: string;
}

type Answer = (body: GenerateRequest) => Response | HttpResponse<GeneratedImage> | Promise<Response | HttpResponse<GeneratedImage>>;

const rendered = (body: GenerateRequest) =>
  HttpResponse.json({ success: true, imageUrl: `data:image/png;base64,seed${body.seed}`, metadata: { prompt: body.prompt, parameters: { seed: body.seed, perspective: body.perspective } } });

/** Answers POST /api/images/generate with `answer` and records every body it received. */
function generationServer(answer: Answer = rendered) {
  const bodies: GenerateRequest[] = [];
  mockServer.use(
    http.post<never, GenerateRequest, GeneratedImage>('/api/images/generate', async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const seedInput = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: copy.controls.seed });
const promptInput = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: copy.controls.prompt });
const generateButton = () => screen.getByRole<HTMLButtonElement>('button', { name: copy.controls.generate });

async function openDemo() {
  const result = renderRoute('/image-demo');
  await screen.findByRole('heading', { level: 1, name: copy.title }, { timeout: 5000 });
  return result;
}

describe('the image demo', () => {
  it('posts the defaults and the current perspective, and shows the result with its seed', async () => {
    const bodies = generationServer();
    const { user } = await openDemo();

    await user.click(generateButton());

    const result = await screen.findByTestId('demo-result');
    expect(bodies).toEqual([
      {
        prompt: demoDefaults.prompt,
        perspective: 'startup_founders',
        seed: demoDefaults.seed,
        background: demoDefaults.background,
        minimalism: demoDefaults.minimalism,
        colorPalette: demoDefaults.colorPalette,
        aspectRatio: demoDefaults.aspectRatio,
      },
    ]);
    expect(within(result).getByText(copy.results.seed(demoDefaults.seed))).toBeTruthy();
    expect(within(result).getByRole('img', { name: copy.results.alt(demoDefaults.prompt) })).toBeTruthy();
    expect(await screen.findByText(copy.toasts.success.title)).toBeTruthy();
  });

  it.each([
    ['empty', ''],
    ['zero', '0'],
    ['blank', '   '],
  ])('sends the fallback seed when the seed is %s', async (_name, typed) => {
    const bodies = generationServer();
    const { user } = await openDemo();

    await user.clear(seedInput());
    if (typed) await user.type(seedInput(), typed);
    await user.click(generateButton());

    await screen.findByTestId('demo-result');
    expect(bodies.map((body) => body.seed)).toEqual([FALLBACK_SEED]);
  });

  it('refuses a fractional seed by the form\'s own validation, sending nothing, and sends a whole one', async () => {
    const bodies = generationServer();
    const { user } = await openDemo();

    await user.clear(seedInput());
    await user.type(seedInput(), '7.9');
    await user.click(generateButton());

    expect(seedInput().validity.stepMismatch).toBe(true);
    expect(screen.queryByTestId('demo-result')).toBeNull();
    expect(bodies).toEqual([]);

    await user.clear(seedInput());
    await user.type(seedInput(), '-12');
    await user.click(generateButton());

    const result = await screen.findByTestId('demo-result');
    expect(bodies.map((body) => body.seed)).toEqual([-12]);
    expect(within(result).getByText(copy.results.seed(-12))).toBeTruthy();
  });

  it('sends the default prompt for a blank prompt, and a typed prompt trimmed', async () => {
    const bodies = generationServer();
    const { user } = await openDemo();

    await user.clear(promptInput());
    await user.type(promptInput(), '   ');
    await user.click(generateButton());
    await screen.findByTestId('demo-result');

    await user.clear(promptInput());
    await user.type(promptInput(), '  A quiet harbour  ');
    await user.click(generateButton());
    await waitFor(() => expect(screen.getAllByTestId('demo-result')).toHaveLength(2));

    expect(bodies.map((body) => body.prompt)).toEqual([demoDefaults.prompt, 'A quiet harbour']);
  });

  it('sends the perspective chosen in the header', async () => {
    const bodies = generationServer();
    const { user } = await openDemo();

    await user.click(screen.getByRole('button', { name: /Choose perspective/ }));
    await user.click(screen.getByRole('menuitemradio', { name: perspectiveLabels.memory_capturers }));
    expect(await screen.findByText(copy.controls.perspectiveNote(perspectiveLabels.memory_capturers))).toBeTruthy();
    await user.click(generateButton());

    await screen.findByTestId('demo-result');
    expect(bodies.map((body) => body.perspective)).toEqual(['memory_capturers']);
  });

  it("shows the server's explanation of a refused request, and adds no result", async () => {
    const bodies = generationServer(() => HttpResponse.json({ error: 'Bad Request', details: 'seed must be at most 2147483647' } as never, { status: 400 }));
    const { user } = await openDemo();

    await user.clear(seedInput());
    await user.type(seedInput(), '99999999999');
    await user.click(generateButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(copy.toasts.failure.title);
    expect(alert.textContent).toContain('seed must be at most 2147483647');
    expect(bodies.map((body) => body.seed)).toEqual([99999999999]);
    expect(screen.queryByTestId('demo-result')).toBeNull();
    expect(screen.getByText(copy.results.empty)).toBeTruthy();
  });

  it("shows the fallback failure message when the server's refusal explains nothing", async () => {
    generationServer(() => new Response('upstream timeout', { status: 502 }));
    const { user } = await openDemo();

    await user.click(generateButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(copy.toasts.failure.fallback);
    expect(screen.queryByTestId('demo-result')).toBeNull();
  });

  it('sends one request while one is under way: the button is disabled until the answer', async () => {
    let answer: () => void = () => {};
    const bodies = generationServer(async (body) => {
      await new Promise<void>((resolve) => (answer = resolve));
      return rendered(body);
    });
    const { user } = await openDemo();

    await user.click(generateButton());
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: copy.controls.generating });
    expect(busy.disabled).toBe(true);
    await user.click(busy);
    await waitFor(() => expect(bodies).toHaveLength(1));

    answer();
    await screen.findByTestId('demo-result');
    expect(bodies).toHaveLength(1);
    expect(generateButton().disabled).toBe(false);
  });
});
