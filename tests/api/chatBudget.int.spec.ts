import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp } from '../support/app.ts';

describe.each(databaseKinds)("the chat's question budget on %s", (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { RATE_LIMITS: 'true' });
  });
  afterAll(() => t.close());

  const ask = (question: string, remoteAddress: string) => t.server.inject({ method: 'POST', url: '/api/semi/chat', remoteAddress, payload: { question } });

  it('spends nothing on questions refused as bad input: 30 blank ones, then a real one is answered', async () => {
    const before = await t.eventCount();
    for (let i = 0; i < 30; i++) {
      const blank = await ask('   ', '203.0.113.40');
      expect(blank.statusCode).toBe(400);
      expect(blank.body).toMatch(/must not be empty/);
    }
    expect(await t.eventCount()).toBe(before);
    const answered = await ask('What is Scout?', '203.0.113.40');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().content.toLowerCase()).toContain('pattern search');
  });

  it('still refuses the 31st answered question in a minute with 429 and Retry-After', async () => {
    for (let i = 0; i < 30; i++) expect((await ask(`What is Scout? (${i})`, '203.0.113.41')).statusCode).toBe(200);
    const refused = await ask('What is Hash?', '203.0.113.41');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatch(/up to 30 questions a minute/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
