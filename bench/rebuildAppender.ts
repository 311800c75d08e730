/**
 * Another process appending to the log while bench/rebuild.ts rebuilds (PostgreSQL only): its own
 * connection pool and event store, one download at a time with 10 ms pauses, until its stdin closes.
 * Prints the latency of every append (milliseconds, JSON) on stdout when it stops.
 */
import { ImageDownloaded, imageDownloadsStream } from '../events/images/events.ts';
import { EventStore } from '../events/store/store.ts';
import { registry } from '../events/registry.ts';
import { openDatabase } from '../prisma/database.ts';
import { catalogImages } from '../seed/catalog.ts';

const url = process.argv[2]!;
const db = await openDatabase({ databaseUrl: url, poolSize: 2 });
const store = new EventStore(db, registry);
let running = true;
process.stdin.on('end', () => (running = false));
process.stdin.resume();
const latencies: number[] = [];
for (let i = 0; running; i++) {
  const imageId = catalogImages[i % catalogImages.length]!.id;
  const started = performance.now();
  await store.append(imageDownloadsStream(imageId), [ImageDownloaded({ imageId })], {
    expectedVersion: 'any',
    metadata: { actor: 'system:bench', requestId: 'rebuild-other-process', time: new Date().toISOString() },
  });
  latencies.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 10));
}
await db.close();
process.stdout.write(JSON.stringify(latencies));
process.exit(0);
