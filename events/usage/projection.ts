import { isEvent } from '../store/eventType.ts';
import { UsageScanCompleted } from './events.ts';
import { insert, remove, type Op, type Projection } from '../store/ops.ts';

/** Each scan is the complete truth about usage: it replaces the previous one. */
export const usageLocationsProjection: Projection = {
  table: 'usage_locations',
  primaryKey: ['image_id', 'page', 'section'],
  handles: [UsageScanCompleted.type],
  evolve(event) {
    if (!isEvent(event, UsageScanCompleted)) return [];
    const seen = new Set<string>();
    const ops: Op[] = [remove('usage_locations', {})];
    for (const location of event.data.locations) {
      const key = JSON.stringify([location.imageId, location.page, location.section]);
      if (seen.has(key)) continue;
      seen.add(key);
      ops.push(
        insert('usage_locations', {
          image_id: location.imageId,
          page: location.page,
          section: location.section,
          url: location.url,
        }),
      );
    }
    return ops;
  },
};
