import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { nextTurn, TURN_SLICE_MS } from './turns.ts';

/** Holds the thread for `ms`, as a question's retrieval and ranking do. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('nextTurn', () => {
  it('lets a request in while a hundred busy turns wait: a pass of the event loop takes only a slice of them', async () => {
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
          busy(TURN_SLICE_MS / 2);
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

  it('takes several turns in one pass of the event loop while they fit in the slice', async () => {
    let passes = 0;
    let counting = true;
    const countPasses = () => {
      passes++;
      if (counting) setImmediate(countPasses);
    };
    setImmediate(countPasses);
    await Promise.all(Array.from({ length: 40 }, () => nextTurn()));
    counting = false;
    // One pass per turn would take 40; the turns here take no time, so a few passes hold them all.
    expect(passes).toBeLessThan(10);
  });
});
