import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { apolloClient } from './client.ts';

/**
 * Wraps the data-driven routes (journey, gallery, demo, admin) in Apollo. Loaded lazily, so the
 * marketing pages never download the GraphQL client.
 */
export default function ApolloLayout() {
  return (
    <ApolloProvider client={apolloClient}>
      <Outlet />
    </ApolloProvider>
  );
}
