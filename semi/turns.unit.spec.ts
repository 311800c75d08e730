import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { nextTurn } from './turns.ts';

/** Holds the thread for `ms`, as a question's retrieval and ranking do. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('nextTurn', () => {
  it('lets a request in while a hundred busy turns wait: each turn is a pass of the event loop of its own', async () => {
    const order: string[] = [];
    const server = createServer((_request, response) => {
      order.push('request');
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answered = fetch(`http://127.0.0.1:${port}/`).then((response) => response.text());
      const turns = Array.from({ length: 100 }, (_, i) =>
        nextTurn().then(() => {
          busy(2);
          order.push(`turn ${i}`);
        }),
      );
      await Promise.all([...turns, answered]);
      expect(order.filter((entry) => entry.startsWith('turn'))).toEqual(Array.from({ length: 100 }, (_, i) => `turn ${i}`));
      // Back to back, the hundred turns would all come before the request.
      expect(order.indexOf('request')).toBeLessThan(50);
    } finally {
      server.close();
    }
  });
});
