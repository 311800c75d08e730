import { startTestApp, type TestApp } from '../support/app.ts';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';

let clients = 0;
/** Each test speaks from its own address, so the per-IP rate limit of one test never touches another. */
const fromNewClient = () => `10.0.0.${++clients}`;

describe.each(databaseKinds)('image generation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { RATE_LIMITS: 'true' });
  });
  afterAll(() => t.close());

  const generate = (payload: InjectOptions['payload'], remoteAddress = fromNewClient()) =>
    t.server.inject({ method: 'POST', url: '/api/images/generate', payload, remoteAddress });
  const bytesOf = async (imageUrl: string) => {
    const response = await t.server.inject({ url: imageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    return response.rawPayload;
  };

  it('generates an image from the default parameters', async () => {
    const events = await t.eventCount('ImageGenerated');
    const response = await generate({});
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      success: true,
      imageUrl: expect.stringMatching(/^\/images\/generated\/[a-f0-9]{32}\.png$/),
      metadata: {
        generatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        prompt: expect.stringMatching(/Garden of Eden/),
        finalPrompt: expect.stringMatching(/Garden of Eden.*garden, frame/),
        parameters: { perspective: 'startup_founders', seed: 42, background: 'transparent', minimalism: 50, colorPalette: 'vibrant', aspectRatio: '16:9' },
      },
    });
    const meta = await sharp(await bytesOf(result.imageUrl)).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 900]);
    expect(await t.eventCount('ImageGenerated')).toBe(events + 1);
  });

  it('gives the same image for the same seed and prompt, renders once, and another seed gives another image', async () => {
    const params = { prompt: 'A lighthouse above the waves', seed: 7, aspectRatio: '1:1', minimalism: 30 };
    const events = await t.eventCount('ImageGenerated');
    const [first, second] = await Promise.all([generate(params), generate(params)]);
    expect(first.json().imageUrl).toBe(second.json().imageUrl);
    expect(await t.eventCount('ImageGenerated')).toBe(events + 1);
    const third = await generate(params);
    expect(third.json().imageUrl).toBe(first.json().imageUrl);
    expect(third.json().metadata.generatedAt).toBe(first.json().metadata.generatedAt);
    const firstBytes = await bytesOf(first.json().imageUrl);
    expect((await bytesOf(third.json().imageUrl)).equals(firstBytes)).toBe(true);
    expect(await t.eventCount('ImageGenerated')).toBe(events + 1);

    const other = await generate({ ...params, seed: 8 });
    expect(other.json().imageUrl).not.toBe(first.json().imageUrl);
    expect((await bytesOf(other.json().imageUrl)).equals(firstBytes)).toBe(false);
  });

  it('turns a seed that is not a number, or zero, into 42', async () => {
    const standard = (await generate({ seed: 42 })).json();
    for (const seed of ['abc', 0, '0', null, '']) {
      const response = await generate({ seed });
      expect(response.statusCode, String(seed)).toBe(200);
      expect(response.json().metadata.parameters.seed).toBe(42);
      expect(response.json().imageUrl).toBe(standard.imageUrl);
    }
    expect((await generate({ seed: '17' })).json().metadata.parameters.seed).toBe(17);
  });

  it('refuses bad parameters with 400 and JSON naming the field, appending nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ minimalism: 55 }, /^minimalism: must be 0 to 100 in steps of 10/],
      [{ minimalism: 110 }, /^minimalism: /],
      [{ aspectRatio: '2:1' }, /^aspectRatio: must be one of 16:9, 1:1, 4:3, 3:4, 9:16/],
      [{ aspectRatio: '21:9' }, /^aspectRatio: /],
      [{ background: 'plaid' }, /^background: must be one of transparent, white, black, charcoal/],
      [{ colorPalette: 'neon' }, /^colorPalette: /],
      [{ perspective: 'investors' }, /^perspective: /],
      [{ prompt: '   ' }, /^prompt: must not be empty/],
      [{ prompt: 'x'.repeat(501) }, /^prompt: must be at most 500 characters/],
      [{ seed: 1e12 }, /^seed: /],
      [{ style: 'noir' }, /style/],
    ];
    const before = await t.eventCount();
    for (const [payload, details] of cases) {
      const response = await generate(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ error: 'Invalid generation parameters', details: expect.stringMatching(details) });
    }
    const notJson = await t.server.inject({ method: 'POST', url: '/api/images/generate', headers: { 'content-type': 'application/json' }, payload: '{"seed":', remoteAddress: fromNewClient() });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ error: expect.any(String), details: expect.any(String) });
    expect(await t.eventCount()).toBe(before);
  });

  it('limits each client to 20 generations a minute with a friendly 429', async () => {
    const client = fromNewClient();
    for (let i = 0; i < 20; i++) expect((await generate({}, client)).statusCode).toBe(200);
    const limited = await generate({}, client);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.json()).toMatchObject({ error: 'Too many generation requests', details: expect.stringMatching(/up to 20 images a minute; please wait \d+ s/) });
    expect((await generate({}, fromNewClient())).statusCode).toBe(200);
  });

  it('counts only generations it makes: refused parameters use up none of the 20', async () => {
    const client = fromNewClient();
    for (let i = 0; i < 20; i++) expect((await generate({ minimalism: 55 }, client)).statusCode).toBe(400);
    expect((await generate({}, client)).statusCode).toBe(200);
  });

  it('generates through GraphQL with the same service', async () => {
    const result = await t.graphql('mutation($input: GenerateImageInput) { generateImage(input: $input) { imageUrl metadata { parameters { seed minimalism } } } }', {
      input: { seed: 0, minimalism: 40 },
    });
    expect(result.data?.generateImage).toMatchObject({ metadata: { parameters: { seed: 42, minimalism: 40 } } });
    const bad = await t.graphql('mutation { generateImage(input: { minimalism: 55 }) { imageUrl } }');
    expect(bad.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^minimalism: /), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('serves the static gallery: three 16:9 case-study samples, one per perspective', async () => {
    const response = await t.server.inject({ url: '/api/images/static-gallery' });
    expect(response.statusCode).toBe(200);
    const items = response.json() as { url: string; perspective: string; parameters: { minimalism: number; colorPalette: string; aspectRatio: string } }[];
    expect(items.map((item) => item.perspective)).toEqual(['startup_founders', 'content_creators', 'memory_capturers']);
    expect(items.map((item) => [item.parameters.minimalism, item.parameters.colorPalette, item.parameters.aspectRatio])).toEqual([
      [30, 'vibrant', '16:9'],
      [40, 'soft', '16:9'],
      [50, 'natural', '16:9'],
    ]);
    for (const item of items) expect((await sharp(await bytesOf(item.url)).metadata()).width).toBe(1600);
    const traversal = await t.server.inject({ url: '/images/generated/..%2f..%2fpglite' });
    expect(traversal.statusCode).toBe(400);
  });
});
