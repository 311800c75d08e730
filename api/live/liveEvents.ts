import { Repeater } from '@repeaterjs/repeater';
import { GraphQLError } from 'graphql';
import type { RecordedEvent } from '../../events/store/eventType.ts';
import type { LogCursor, LogFollower } from '../../events/store/logFollower.ts';
import { compareCursors, type LogSlice } from '../../events/store/logResume.ts';

export interface LiveEventsOptions {
  /**
   * Events with the same key replace each other while the subscriber is still busy with earlier
   * ones (only the latest state of, say, one image matters), so a slow client never piles up work.
   */
  coalesceBy?: (event: RecordedEvent) => string;
  /** Without coalescing, a subscriber this far behind is ended with an error and should resubscribe. */
  maxBehind?: number;
  /** Resume: first the matching events after this global position (read from the log), then live ones. */
  resume?: {
    after: bigint;
    slice?: LogSlice;
    /**
     * Charged with each batch of events read from the log before it is delivered; a refusal ends the
     * subscription with that error (the client's budget of resumed events, resumeBudget.ts).
     */
    meter?: (events: number) => Promise<GraphQLError | undefined>;
  };
}

const BATCH = 500;

const tooFarBehind = () => new GraphQLError('this subscription fell too far behind; subscribe again and refetch');
const tooFarBack = (maxBehind: number) =>
  new GraphQLError(`after: more than ${maxBehind.toLocaleString('en')} events back; refetch and subscribe without after (or page the event log)`);

/**
 * The committed events a subscription cares about, as an async iterable that unsubscribes when closed.
 *
 * A resumed subscription listens to the follower first and holds what it delivers, reads the log from
 * the subscriber's position up to the last event the follower had delivered when it started listening,
 * then goes on with what it held: the seam has no gap, and an event the subscriber already saw (it may
 * come back to a process whose follower is behind) is skipped by its place in commit-safe order.
 */
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
    const take = (event: RecordedEvent) => {
      if (!wanted(event)) return;
      const key = options.coalesceBy?.(event) ?? String(sequence++);
      // A replaced state moves to the back, so states go out in the order of the events they reflect.
      pending.delete(key);
      pending.set(key, event);
    };
    const overflowing = () => !options.coalesceBy && pending.size > maxBehind;

    let held: RecordedEvent[] | undefined = options.resume ? [] : undefined;
    let seen: LogCursor | undefined;
    const takeLive = (event: RecordedEvent) => {
      const cursor = seen && follower.cursorOf(event);
      if (!cursor || compareCursors(cursor, seen!) > 0) take(event);
    };
    const unsubscribe = follower.subscribe((events) => {
      if (held) {
        held.push(...events.filter(wanted));
      } else {
        for (const event of events) takeLive(event);
      }
      if (overflowing() || (held?.length ?? 0) > maxBehind) stop(tooFarBehind());
      wake?.();
    });
    let stopped = false;
    void stop.then(() => {
      stopped = true;
      wake?.();
    });

    if (options.resume) {
      try {
        const until = follower.lastDelivered;
        const { after, slice } = options.resume;
        if (until.position - after > BigInt(maxBehind)) throw tooFarBack(maxBehind);
        seen = await follower.cursorAtPosition(after);
        let from = seen;
        while (!stopped && compareCursors(from, until) < 0) {
          const { events, last } = await follower.readBetween(from, until, BATCH, slice);
          const refused = events.length ? await options.resume.meter?.(events.length) : undefined;
          if (refused) throw refused;
          for (const event of events) take(event);
          if (overflowing()) throw tooFarBehind();
          if (!last || events.length < BATCH) break;
          from = last;
        }
        // The follower moves its cursor just before it publishes: what it holds may still include events up to `until`.
        if (compareCursors(until, seen) > 0) seen = until;
        const waiting = held ?? [];
        held = undefined;
        for (const event of waiting) takeLive(event);
      } catch (error) {
        unsubscribe();
        stop(error instanceof GraphQLError ? error : new GraphQLError('could not resume this subscription; subscribe again', { originalError: error as Error }));
        return;
      }
    }

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
