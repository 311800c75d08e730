import { Repeater } from '@repeaterjs/repeater';
import { GraphQLError } from 'graphql';
import type { RecordedEvent } from '../../events/eventType.ts';
import type { LogFollower } from '../../events/logFollower.ts';

export interface LiveEventsOptions {
  /**
   * Events with the same key replace each other while the subscriber is still busy with earlier
   * ones (only the latest state of, say, one image matters), so a slow client never piles up work.
   */
  coalesceBy?: (event: RecordedEvent) => string;
  /** Without coalescing, a subscriber this far behind is ended with an error and should resubscribe. */
  maxBehind?: number;
}

/** The committed events a subscription cares about, as an async iterable that unsubscribes when closed. */
export function liveEvents(
  follower: LogFollower,
  wanted: (event: RecordedEvent) => boolean,
  options: LiveEventsOptions = {},
): AsyncIterable<RecordedEvent> {
  const maxBehind = options.maxBehind ?? 10_000;
  return new Repeater<RecordedEvent>(async (push, stop) => {
    const pending = new Map<string, RecordedEvent>();
    let wake: (() => void) | undefined;
    let sequence = 0;
    const unsubscribe = follower.subscribe((events) => {
      for (const event of events) {
        if (!wanted(event)) continue;
        pending.set(options.coalesceBy?.(event) ?? String(sequence++), event);
      }
      if (!options.coalesceBy && pending.size > maxBehind) {
        stop(new GraphQLError('this subscription fell too far behind; subscribe again and refetch'));
      }
      wake?.();
    });
    let stopped = false;
    void stop.then(() => {
      stopped = true;
      wake?.();
    });
    while (!stopped) {
      const next = pending.entries().next();
      if (next.done) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        continue;
      }
      pending.delete(next.value[0]);
      await push(next.value[1]);
    }
    unsubscribe();
  });
}
