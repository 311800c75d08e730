import type { RequestContext } from '../graphql/context.ts';
import { toGraphQLError, unauthorized } from '../errors.ts';

/**
 * Ends a feed (with 'admin session required') as soon as its administrator's session is revoked by any
 * process or expires, whether or not an event is waiting: what it delivers after that, the session's
 * holder may no longer see.
 */
export async function* whileSignedIn<T>(ctx: RequestContext, events: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = events[Symbol.asyncIterator]();
  let signedOut!: () => void;
  const ended = new Promise<'ended'>((resolve) => (signedOut = () => resolve('ended')));
  const unwatch = ctx.app.services.auth.sessions.watch(ctx.bearer, signedOut);
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), ended]);
      if (next === 'ended') throw toGraphQLError(unauthorized());
      if (next.done) return;
      yield next.value;
    }
  } finally {
    unwatch();
    await iterator.return?.();
  }
}

/**
 * A feed whose content depends on who opened it: an administrator's ends with their session (a
 * visitor's resubscribes and gets a visitor's feed); a visitor's runs as it is.
 */
export function forTheViewer<T>(ctx: RequestContext, events: AsyncIterable<T>): AsyncIterable<T> {
  return ctx.admin === null ? events : whileSignedIn(ctx, events);
}
