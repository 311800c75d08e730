import type { LogCursor, LogFollower } from '../../events/store/logFollower.ts';
import { builder } from '../graphql/builder.ts';

/** What this process's subscribers (the in-memory catalog first) have been handed, per follower. */
const published = new WeakMap<LogFollower, LogCursor>();

function publishedPosition(follower: LogFollower): bigint {
  let cursor = published.get(follower);
  if (!cursor) {
    cursor = follower.lastDelivered;
    published.set(follower, cursor);
    // Subscribed after the read models: when this runs for a batch, they have taken it.
    follower.subscribe((events) => {
      const last = events.at(-1);
      const at = last && follower.cursorOf(last);
      if (at) published.set(follower, at);
    });
  }
  return cursor.position;
}

builder.queryField('logPosition', (t) =>
  t.field({
    type: 'BigInt',
    description:
      "The log position (a global position, in the live feeds' order) that this answer's data reflects at least, read as this field resolves: select it before the data, and pass it as after to the live feeds the page opens next, so that nothing that happens in between is missed (a change already in the data may come again).",
    resolve: (_, __, ctx) => publishedPosition(ctx.app.live),
  }),
);
