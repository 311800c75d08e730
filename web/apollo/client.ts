/**
 * The Apollo client: subscriptions over graphql-ws, everything else over HTTP, both on /graphql of
 * this origin, with credentials and the admin bearer token when a session marker is stored.
 * Queries are never refetched on their own: no polling, no retry link; live feeds resume after a
 * dropped socket from the last position they saw.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { readAdminSession } from '../auth/adminSession.ts';
import { readPrerenderedCache } from './prerenderedCache.ts';
import { ResumableWsLink } from './resumableWsLink.ts';
import { typePolicies } from './typePolicies.ts';

const GRAPHQL_PATH = '/graphql';

function webSocketUrl(): string {
  const url = new URL(GRAPHQL_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

const authorizationLink = new SetContextLink((previous) => {
  const token = readAdminSession();
  return {
    headers: {
      ...previous.headers,
      // Yoga's CSRF prevention asks for a header a plain form cannot send.
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  };
});

const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });

const refetchShown = () => void apolloClient.refetchQueries({ include: 'active' });

/** Pings an open socket this often; one whose pong is this late is dropped and reopened. */
const PING_EVERY_MS = 15_000;
const PONG_WITHIN_MS = 5_000;

function subscriptionLink(): ResumableWsLink {
  let pongDue: ReturnType<typeof setTimeout> | undefined;
  const client = createClient({
    url: webSocketUrl,
    // Connects on the first subscription only, and reads the token at that moment (again after a sign-in: ResumableWsLink).
    lazy: true,
    // A dropped socket is retried for as long as the page has subscriptions, backing off to at most ~10 s.
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** retries, 10_000) + Math.random() * 1000)),
    // A socket can die without a close event (the network went away): a missing pong says so.
    keepAlive: PING_EVERY_MS,
    on: {
      ping: (received) => {
        if (!received) pongDue = setTimeout(() => client.terminate(), PONG_WITHIN_MS);
      },
      pong: (received) => {
        if (received) clearTimeout(pongDue);
      },
      closed: () => clearTimeout(pongDue),
      // Feeds resume from the last position they saw (ResumableWsLink); only when one cannot
      // (it saw nothing yet) may what is shown have missed an event while the socket was down.
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry && !link.everyFeedResumes) refetchShown();
      },
    },
    connectionParams: () => {
      const token = readAdminSession();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });
  // The browser knows when it lost the network: reconnect when it is back rather than wait for a ping.
  window.addEventListener('offline', () => client.terminate());
  const link = new ResumableWsLink(client, refetchShown);
  return link;
}

const queryLink = authorizationLink.concat(httpLink);

const prerenderedCache = readPrerenderedCache();

/**
 * The page arrived with the data it was prerendered from (at build time): its queries answer from
 * the cache at once, and the page refreshes them in the background for changes since the build.
 */
export const cacheCameWithPage = prerenderedCache !== undefined;

/** The client's cache; the prerender extracts it into the page (web/ssr/renderPage.tsx). */
export const apolloCache = new InMemoryCache({ typePolicies }).restore(prerenderedCache ?? {});

export const apolloClient = new ApolloClient({
  // Prerendering has no WebSocket and runs no operations: data parts render from what the prerender
  // wrote into the cache (web/ssr/renderPage.tsx), or their loading state.
  link: typeof window === 'undefined' ? queryLink : ApolloLink.split(({ query }) => isSubscriptionOperation(query), subscriptionLink(), queryLink),
  cache: apolloCache,
});
