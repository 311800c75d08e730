import type { RecordedEvent } from '../store/eventType.ts';

/**
 * The administrator's own traffic: the client sends the admin bearer token with every API call
 * while signed in (web/api/apiRequest.ts), so the event's actor is 'admin:<token id>'.
 */
export const causedByAdmin = (event: RecordedEvent): boolean => event.metadata.actor.startsWith('admin:');
