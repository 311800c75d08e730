/**
 * GET /healthz every ~10 ms from a process of its own, as an outside monitor would see the server: the
 * bench's own process holds every evaluated case and three sentence encoders, and its garbage
 * collections would otherwise be counted as the server's latency. Prints 'ready' after the first
 * answer; when its stdin closes, prints every sample as JSON ([epoch milliseconds sent, milliseconds
 * taken]) and exits.
 */
import { setTimeout as sleep } from 'node:timers/promises';

const [url, interval] = process.argv.slice(2);
const intervalMs = Number(interval ?? 10);
let running = true;
process.stdin.on('end', () => (running = false));
process.stdin.resume();

const samples: [number, number][] = [];
while (running) {
  const sentAt = performance.timeOrigin + performance.now();
  const started = performance.now();
  const response = await fetch(`${url}/healthz`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET /healthz answered ${response.status}`);
  const took = performance.now() - started;
  if (samples.length === 0) process.stdout.write('ready\n');
  samples.push([sentAt, took]);
  await sleep(Math.max(0, intervalMs - took));
}
process.stdout.write(JSON.stringify(samples));
process.exit(0);
