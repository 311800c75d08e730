import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import './happyDomGaps.ts';
import { mockServer } from './mswServer.ts';

// The page code talks to the test's Apollo client: HTTP to msw, subscriptions to liveFeeds.
vi.mock('../../web/apollo/client.ts', () => import('./testApolloClient.ts'));

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));

afterEach(async () => {
  cleanup();
  mockServer.resetHandlers();
  const { apolloClient, liveFeeds } = await import('./testApolloClient.ts');
  liveFeeds.clear();
  await apolloClient.clearStore();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => mockServer.close());
