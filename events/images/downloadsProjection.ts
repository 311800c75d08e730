import { causedByAdmin } from '../admin/causedByAdmin.ts';
import { isEvent } from '../store/eventType.ts';
import { insert, type Projection } from '../store/ops.ts';
import { ImageDownloaded } from './events.ts';

/** One row per download, for the analytics dashboard (which leaves out the administrator's own). */
export const imageDownloadsProjection: Projection = {
  table: 'image_downloads',
  primaryKey: ['image_id', 'event_id'],
  handles: [ImageDownloaded.type],
  evolve(event) {
    if (!isEvent(event, ImageDownloaded)) return [];
    return [
      insert('image_downloads', {
        image_id: event.data.imageId,
        event_id: event.eventId,
        by_admin: causedByAdmin(event),
        downloaded_at: event.metadata.time,
      }),
    ];
  },
};
