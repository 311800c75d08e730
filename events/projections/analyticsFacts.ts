import { isEvent } from '../eventType.ts';
import { ImageDownloaded } from '../types/images.ts';
import { ChatQuestionAnswered } from '../types/semi.ts';
import { causedByAdmin } from './adminActor.ts';
import { insert, type Projection } from './ops.ts';

export const imageDownloadsProjection: Projection = {
  name: 'image_downloads',
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

export const chatQuestionsProjection: Projection = {
  name: 'chat_questions',
  handles: [ChatQuestionAnswered.type],
  evolve(event) {
    if (!isEvent(event, ChatQuestionAnswered)) return [];
    return [
      insert('chat_questions', {
        event_id: event.eventId,
        answered: event.data.answered,
        kind: event.data.kind,
        by_admin: causedByAdmin(event),
        asked_at: event.metadata.time,
      }),
    ];
  },
};
