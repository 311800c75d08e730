/**
 * Subscriptions over graphql-ws that resume after a dropped socket. graphql-ws resubscribes on its
 * own when it reconnects, sending the same payload again; for an operation that declares `$after`
 * this link makes that payload's `after` the position of the last payload received (`logPosition`
 * of a state feed, `globalPosition` of the event feed), so the server sends what changed while the
 * socket was down and nothing else. A feed that has received nothing yet resumes from the newest
 * position any feed on the socket received after it subscribed: every event up to there reached it too.
 *
 * A page starts its feeds with `after` set to the position its query's answer was read at
 * (useFeedStart.ts). When the server refuses to resume from a position (more than 10,000 events back,
 * over the client's budget of resumed events, fallen behind), the feed subscribes again from now and
 * the page refetches what it shows: nothing is lost and no error reaches the page.
 *
 * A sign-in on the page drops the socket on purpose: graphql-ws reads the token (connectionParams) only
 * when it connects, so the socket opens again with the new one, and the feeds on it resume.
 */
import { ApolloLink, CombinedGraphQLErrors, Observable } from '@apollo/client';
import { Kind, print, type DocumentNode } from 'graphql';
import type { Client } from 'graphql-ws';
import { onAdminSignIn } from '../auth/adminSession.ts';

const declaresAfter = (query: DocumentNode) =>
  query.definitions.some(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.variableDefinitions?.some((variable) => variable.variable.name.value === 'after'),
  );

/** The position the payload reflects, if its root field carries one. */
function positionOf(data: unknown): string | undefined {
  const root = data && typeof data === 'object' ? (Object.values(data)[0] as { logPosition?: unknown; globalPosition?: unknown } | null) : undefined;
  const position = root?.logPosition ?? root?.globalPosition;
  return typeof position === 'string' ? position : undefined;
}

/**
 * The server's refusals to resume (api/live/liveEvents.ts, api/live/resumeBudget.ts): RATE_LIMITED,
 * or a message that asks to subscribe again (too far back, fallen too far behind, could not resume).
 */
function refusesResume(error: unknown): boolean {
  if (!Array.isArray(error)) return false;
  return (error as { message?: unknown; extensions?: { code?: unknown } }[]).some(
    (one) => one?.extensions?.code === 'RATE_LIMITED' || (typeof one?.message === 'string' && /subscribe (again|without after)/.test(one.message)),
  );
}

const asError = (error: unknown) => {
  if (error instanceof Error) return error;
  const close = error as { code?: unknown; reason?: unknown; type?: unknown };
  if (typeof close?.code === 'number') return new Error(`Socket closed with event ${close.code} ${String(close.reason ?? '')}`);
  if (close?.type === 'error') return new Error('Socket error');
  return new CombinedGraphQLErrors({ errors: (Array.isArray(error) ? error : [error]) as never });
};

interface Feed {
  resumable: boolean;
  after: () => string | undefined;
}

export class ResumableWsLink extends ApolloLink {
  private readonly feeds = new Set<Feed>();
  /** The newest position received on the socket, numbered so a feed knows whether it came after it subscribed. */
  private received = { position: undefined as string | undefined, count: 0 };

  constructor(
    private readonly client: Client,
    /** Called when a feed cannot resume (the server refused its position): what it shows may be stale. */
    private readonly onResumeRefused: () => void = () => undefined,
  ) {
    super();
    onAdminSignIn(() => this.client.terminate());
  }

  /** After a reconnect, only a feed that cannot resume (no `$after`, or no position seen yet) may have missed something. */
  get everyFeedResumes(): boolean {
    return [...this.feeds].every((feed) => feed.resumable && feed.after() !== undefined);
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) => {
      const { query, operationName, extensions } = operation;
      const resumable = declaresAfter(query);
      let own = (operation.variables.after as string | null | undefined) ?? undefined;
      let subscribedAt = this.received.count;
      const after = () => own ?? (this.received.count > subscribedAt ? this.received.position : undefined);
      const feed: Feed = { resumable, after };
      // Read when graphql-ws sends the subscribe message: on every (re)subscription.
      const variables = resumable
        ? Object.defineProperty({ ...operation.variables }, 'after', { enumerable: true, get: after })
        : operation.variables;
      let stop: (() => void) | undefined;
      const start = () => {
        stop = this.client.subscribe(
          { query: print(query), variables, operationName, extensions },
          {
            next: (result) => {
              const position = positionOf(result.data);
              if (position !== undefined) this.received = { position, count: this.received.count + 1 };
              if (resumable) own = position ?? own;
              observer.next(result as ApolloLink.Result);
            },
            complete: () => observer.complete(),
            error: (error) => {
              // Refused to resume (from the page's start or after a reconnect): start again from now, then
              // let the page refetch, so what the refetch reads and what the feed brings leave no gap.
              // Without a position the feed asked for nothing to be replayed: its error is the page's.
              if (resumable && after() !== undefined && refusesResume(error)) {
                own = undefined;
                subscribedAt = this.received.count;
                start();
                this.onResumeRefused();
                return;
              }
              observer.error(asError(error));
            },
          },
        );
      };
      this.feeds.add(feed);
      start();
      return () => {
        this.feeds.delete(feed);
        stop?.();
      };
    });
  }
}
