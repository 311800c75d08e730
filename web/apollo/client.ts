/**
 * The Apollo client: subscriptions over graphql-ws, everything else over HTTP, both on /graphql of
 * this origin, with credentials and the admin bearer token when a session marker is stored.
 * Queries are never refetched on their own: no polling, no retry link.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { readAdminSession } from '../auth/adminSession.ts';
import { readPrerenderedCache } from './prerenderedCache.ts';

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

const subscriptionLink = () =>
  new GraphQLWsLink(
    createClient({
      url: webSocketUrl,
      // Connects on the first subscription only, and reads the token at that moment.
      lazy: true,
      // A dropped socket is retried for as long as the page has subscriptions (backoff by graphql-ws).
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      on: {
        // After a reconnect, events sent while the socket was down are lost: refetch what is shown.
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) void apolloClient.refetchQueries({ include: 'active' });
        },
      },
      connectionParams: () => {
        const token = readAdminSession();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  );

const queryLink = authorizationLink.concat(httpLink);

const prerenderedCache = readPrerenderedCache();

/**
 * The page arrived with the data it was prerendered from (at build time): its queries answer from
 * the cache at once, and the page refreshes them in the background for changes since the build.
 */
export const cacheCameWithPage = prerenderedCache !== undefined;

/** The client's cache; the prerender extracts it into the page (web/ssr/renderPage.tsx). */
export const apolloCache = new InMemoryCache().restore(prerenderedCache ?? {});

export const apolloClient = new ApolloClient({
  // Prerendering has no WebSocket and runs no operations: data parts render from what the prerender
  // wrote into the cache (web/ssr/renderPage.tsx), or their loading state.
  link: typeof window === 'undefined' ? queryLink : ApolloLink.split(({ query }) => isSubscriptionOperation(query), subscriptionLink(), queryLink),
  cache: apolloCache,
});
