import type { EventData, EventMetadata } from '../store/eventType.ts';
import { handleCommand } from '../store/handleCommand.ts';
import type { EventStore } from '../store/store.ts';
import { creativeSessionDecider } from './decide.ts';
import { creativeSessionStream, type CreativeSessionRecorded, type EditableCreativeSessionFields } from './events.ts';

export function createCreativeSession(store: EventStore, session: EventData<typeof CreativeSessionRecorded>, metadata: EventMetadata) {
  return handleCommand(store, creativeSessionStream(session.id), creativeSessionDecider, { type: 'CreateCreativeSession', session }, { metadata });
}

/**
 * With the version the caller saw, an edit made meanwhile is the caller's conflict (refused, nothing
 * appended); without one, it just means: load again and decide again.
 */
export function editCreativeSession(
  store: EventStore,
  sessionId: string,
  changes: Partial<EditableCreativeSessionFields>,
  expectedVersion: bigint | undefined,
  metadata: EventMetadata,
) {
  return handleCommand(store, creativeSessionStream(sessionId), creativeSessionDecider, { type: 'EditCreativeSession', sessionId, changes, expectedVersion }, {
    metadata,
    retries: expectedVersion === undefined ? 5 : 0,
  });
}
