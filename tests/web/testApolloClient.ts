/**
 * Stands in for web/apollo/client.ts in the component tests (setup.ts mocks that module with this one):
 * queries and mutations go over HTTP to /graphql, where msw answers them; subscriptions go through the
 * real ResumableWsLink to `liveFeeds` (in place of graphql-ws), which a test pushes results into or
 * refuses, and which, refused, refetches what is shown as the real client does. The admin bearer
 * token travels as in the real client.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { ResumableWsLink } from '../../web/apollo/resumableWsLink.ts';
import { typePolicies } from '../../web/apollo/typePolicies.ts';
import { readAdminSession } from '../../web/auth/adminSession.ts';
import { LiveFeeds } from './liveFeeds.ts';

export const liveFeeds = new LiveFeeds();

const authorizationLink = new SetContextLink((previous) => {
  const token = readAdminSession();
  return { headers: { ...previous.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
});

const httpLink = authorizationLink.concat(new HttpLink({ uri: '/graphql' }));

export const cacheCameWithPage = false;

export const apolloCache = new InMemoryCache({ typePolicies });

export const apolloClient = new ApolloClient({
  link: ApolloLink.split(
    ({ query }) => isSubscriptionOperation(query),
    new ResumableWsLink(liveFeeds.client, () => void apolloClient.refetchQueries({ include: 'active' })),
    httpLink,
  ),
  cache: apolloCache,
});
