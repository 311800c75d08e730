import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from '../../apollo/client.ts';
import AnalyticsDashboardPage from '../analyticsDashboard/AnalyticsDashboardPage.tsx';

/** /analytics in development: the admin dashboard, with the GraphQL client this route is not wrapped in. */
export default function DevAnalyticsDashboard() {
  return (
    <ApolloProvider client={apolloClient}>
      <AnalyticsDashboardPage />
    </ApolloProvider>
  );
}
