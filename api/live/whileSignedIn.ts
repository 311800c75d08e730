import { Repeater } from '@repeaterjs/repeater';
import type { RequestContext } from '../graphql/context.ts';
import { toGraphQLError, unauthorized } from '../errors.ts';

/**
 * Ends a feed (with 'admin session required') as soon as its administrator's session is revoked by any
 * process or expires, whether or not an event is waiting: what it delivers after that, the session's
 * holder may no longer see. A Repeater, so the client's completing it (or its socket closing) stops the
 * inner feed at once; an async generator would hear of it only at its next event.
 */
export function whileSignedIn<T>(ctx: RequestContext, events: AsyncIterable<T>): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterator = events[Symbol.asyncIterator]();
    const unwatch = ctx.app.services.auth.sessions.watch(ctx.bearer, () => stop(toGraphQLError(unauthorized())));
    const stopped = stop.then(() => ({ done: true as const, value: undefined }));
    void (async () => {
      try {
        for (;;) {
          const next = await Promise.race([iterator.next(), stopped]);
          if (next.done) break;
          await push(next.value);
        }
        stop();
      } catch (error) {
        stop(error);
      }
    })();
    await stop;
    unwatch();
    await iterator.return?.();
  });
}

/**
 * A feed whose content depends on who opened it: an administrator's ends with their session (a
 * visitor's resubscribes and gets a visitor's feed); a visitor's runs as it is.
 */
export function forTheViewer<T>(ctx: RequestContext, events: AsyncIterable<T>): AsyncIterable<T> {
  return ctx.admin === null ? events : whileSignedIn(ctx, events);
}
