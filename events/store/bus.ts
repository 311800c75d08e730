import type { RecordedEvent } from './eventType.ts';

export type EventListener = (events: readonly RecordedEvent[]) => void;

/** In-process fan-out of committed events to live subscribers. */
export class EventBus {
  private readonly listeners = new Set<EventListener>();

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(events: readonly RecordedEvent[]): void {
    if (!events.length) return;
    for (const listener of this.listeners) {
      try {
        listener(events);
      } catch {
        // A failing subscriber must not stop delivery to the others.
      }
    }
  }

  get size(): number {
    return this.listeners.size;
  }
}
