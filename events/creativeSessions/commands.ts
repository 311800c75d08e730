import type { EventData, EventMetadata } from '../store/eventType.ts';
import { handleCommand } from '../store/handleCommand.ts';
import type { EventStore } from '../store/store.ts';
import { creativeSessionDecider } from './decide.ts';
import { creativeSessionStream, type CreativeSessionRecorded, type EditableCreativeSessionFields } from './events.ts';

export function createCreativeSession(store: EventStore, session: EventData<typeof CreativeSessionRecorded>, metadata: EventMetadata) {
  return handleCommand(store, creativeSessionStream(session.id), creativeSessionDecider, { type: 'CreateCreativeSession', session }, { metadata });
}

export function editCreativeSession(store: EventStore, sessionId: string, changes: Partial<EditableCreativeSessionFields>, metadata: EventMetadata) {
  return handleCommand(store, creativeSessionStream(sessionId), creativeSessionDecider, { type: 'EditCreativeSession', sessionId, changes }, {
    metadata,
    retries: 5,
  });
}
