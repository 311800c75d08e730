import type { EventMetadata } from '../../events/store/eventType.ts';

let counter = 0;
export function metadata(actor = 'test'): EventMetadata {
  counter += 1;
  return { actor, requestId: `test-${counter}`, time: new Date(Date.UTC(2026, 0, 1, 0, 0, counter % 60, counter % 1000)).toISOString() };
}
