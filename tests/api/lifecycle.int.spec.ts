import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { startServer } from '../support/serverProcess.ts';

describe.each(databaseKinds)('the server on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.drop());

  it('renders the catalog beside serving, answers /healthz, stops cleanly (rendering or not) and keeps every event and read model across a restart', async () => {
    const env = { DATA_DIR: test.dataDir, DATABASE_URL: test.url };
    const first = await startServer(env, undefined, { renderCatalog: true });
    const health = await (await fetch(`${first.url}/healthz`)).json();
    expect(health).toMatchObject({ status: 'ok', database: kind });
    expect(BigInt(health.lastPosition)).toBeGreaterThan(50n);
    const images: { filePath: string }[] = await (await fetch(`${first.url}/api/creative/images`)).json();
    expect(images.length).toBeGreaterThanOrEqual(48);
    // Three of them: the start renders the rest beside serving, and a file asked for first is rendered first.
    for (const image of images.slice(0, 3)) {
      const file = await fetch(`${first.url}${image.filePath}`);
      expect(file.status, image.filePath).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/);
      await file.arrayBuffer();
    }
    expect(await first.stop('SIGTERM')).toBe(0);

    const second = await startServer(env);
    const again = await (await fetch(`${second.url}/healthz`)).json();
    expect(again.lastPosition).toBe(health.lastPosition);
    expect(second.output()).not.toMatch(/migrations applied/);
    expect(await second.stop('SIGINT')).toBe(0);

    const db = await test.open();
    try {
      expect(await db.prisma.creativeImage.count()).toBeGreaterThanOrEqual(48);
      const [row] = await db.query<{ n: bigint }>('SELECT count(*)::int8 AS n FROM events');
      expect(String(row!.n)).toBe(health.lastPosition);
    } finally {
      await db.close();
    }
  });

  it('refuses to start with an invalid variable and names it', async () => {
    await expect(startServer({ DATA_DIR: test.dataDir, PORT: '1', DATABASE_URL: 'mysql://nope' }, 120_000)).rejects.toThrow(
      /DATABASE_URL: must start with postgres/,
    );
  });
});
