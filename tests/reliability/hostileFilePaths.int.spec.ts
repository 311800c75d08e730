/**
 * Hostile input on the image file routes (issue 11, item 4): path traversal in every encoding (`..`,
 * percent- and double-encoded, overlong UTF-8, backslashes, NUL) and absolute paths, sent as raw HTTP
 * so that no client normalises them. Refused with 400 or 404, and no file outside the catalog is served.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases.ts';
import type { TestApp } from '../support/app.ts';
import { encode } from './hostileInputArbitraries.ts';
import { imageFilePathOf, reportTried, RUNS, startHostileApp } from './hostileInputSupport.ts';

describe.each(databaseKinds)('hostile input on %s', (kind) => {
  let t: TestApp;
  let url: string;
  const tried = { traversal: 0 };

  beforeAll(async () => {
    ({ t, url } = await startHostileApp(kind));
  });
  afterAll(async () => {
    reportTried(kind, tried);
    await t?.close();
  });

  it('refuses path traversal on the image file routes, whatever the encoding', async () => {
    const blobs = resolve(t.dataDir, 'blobs');
    const secrets = [readFileSync(resolve('package.json'), 'utf8').slice(0, 120)];
    const targets = ['package.json', 'etc/passwd', 'etc/hostname', 'pglite/PG_VERSION', 'proc/self/environ', 'blobs/../package.json'];
    const attack = fc
      .record({
        prefix: fc.constantFrom('/media/', '/images/generated/'),
        dot: fc.constantFrom('..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '%c0%ae%c0%ae', '%uff0e%uff0e', '...', '....'),
        sep: fc.constantFrom('/', '%2f', '%2F', '%5c', '\\', '%252f', '%255c', '%c0%af', '//', '/./', '%00/'),
        depth: fc.integer({ min: 1, max: 8 }),
        target: fc.constantFrom(...targets),
        suffix: fc.constantFrom('', '%00', '%00.png', '.png', '?download=1', '%23.png', ';.png'),
        lead: fc.constantFrom('', `${'ab'.repeat(32)}.png/`, 'x.png%2f', './'),
      })
      .map(({ prefix, dot, sep, depth, target, suffix, lead }) => `${prefix}${lead}${`${dot}${sep}`.repeat(depth)}${target}${suffix}`);
    const absolute = fc
      .record({
        prefix: fc.constantFrom('/media/', '/images/generated/', '/media', '/images/generated'),
        path: fc.constantFrom('/etc/passwd', resolve('package.json'), join(blobs, '..', 'pglite', 'PG_VERSION'), 'C:\\Windows\\win.ini', '\\\\server\\share\\x.png', 'file:///etc/passwd'),
        encodeIt: fc.boolean(),
      })
      .map(({ prefix, path, encodeIt }) => `${prefix}${encodeIt ? encode(path) : path}`);
    await fc.assert(
      fc.asyncProperty(fc.oneof(attack, absolute), async (path) => {
        tried.traversal += 1;
        const answer = await rawGet(url, path);
        const label = `${path} → ${answer.status} ${answer.body.slice(0, 120)}`;
        expect([400, 404], label).toContain(answer.status);
        expect(answer.headers, label).not.toMatch(/content-type: image\//i);
        for (const secret of secrets) expect(answer.body, label).not.toContain(secret);
        expect(answer.body, label).not.toMatch(/root:.*:0:0:|"name": "chb-site"|\[fonts\]/);
      }),
      { numRuns: RUNS.traversal },
    );
    // and a real file is still served (the refusals above are not a broken route)
    expect((await rawGet(url, await imageFilePathOf(t))).status).toBe(200);
  });
});

/** One raw HTTP/1.1 request, so that the path reaches the server exactly as written (no client-side normalisation). */
function rawGet(baseUrl: string, path: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolvePromise, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer for ${path}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolvePromise({ status, headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
  });
}
