import { createHash } from 'node:crypto';
import type { EventStore } from '../events/store/store.ts';
import { ImageCatalogued, imageStream } from '../events/images/events.ts';
import { imageFileName, imageFilePath } from '../events/images/imageFile.ts';
import { seededFileOf } from './catalogFiles.ts';
import { CreativeSessionRecorded, creativeSessionStream } from '../events/creativeSessions/events.ts';
import { catalogImages, catalogCreativeSessions } from './catalog.ts';

export const DEFAULT_LICENSING = 'Creative Commons CC0';

/** A stable UUID per catalog entry, so a repeated or concurrent seed is an idempotent retry. */
export function seedEventId(key: string): string {
  const hex = createHash('sha256').update(`chb-seed:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Appends the catalog when the log is empty. Returns the number of events appended. */
export async function seedCatalog(store: EventStore, time: string): Promise<number> {
  if ((await store.lastPosition()) > 0n) return 0;
  const metadata = { actor: 'system:seed', requestId: 'seed', time };
  const stageOf = new Map(catalogCreativeSessions.map((session) => [session.id, session.journeyStage]));
  const appends = [
    ...catalogCreativeSessions.map((session) => ({
      streamId: creativeSessionStream(session.id),
      expectedVersion: 0n,
      events: [CreativeSessionRecorded(session, seedEventId(`session:${session.id}`))],
    })),
    ...catalogImages.map((image) => {
      const file = seededFileOf(image);
      const filename = file ? imageFileName(image.id, file) : image.filename;
      return {
        streamId: imageStream(image.id),
        expectedVersion: 0n,
        events: [
          ImageCatalogued(
            {
              ...image,
              file,
              filename,
              filePath: imageFilePath(file, filename),
              journeyStage: stageOf.get(image.sessionId)!,
              licensing: DEFAULT_LICENSING,
            },
            seedEventId(`image:${image.id}`),
          ),
        ],
      };
    }),
  ];
  const results = await store.appendAll(appends, metadata);
  return results.reduce((count, result) => count + result.events.length, 0);
}
