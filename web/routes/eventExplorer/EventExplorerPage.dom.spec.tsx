import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminSessionHandlers } from '../../../tests/web/fixtures/admin.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { liveFeeds } from '../../../tests/web/testApolloClient.ts';
import { eventExplorer } from '../../content/eventExplorer.ts';
import type { Explorer_EventFragment, ExplorerEventsQueryVariables } from '../../generated/graphql.ts';
import { EVENT_APPENDED, EVENT_PAGE } from './explorerApi.ts';
import { EVENT_PAGE_SIZE } from './explorerFilters.ts';
import { REBUILD_STATUS } from './rebuildApi.ts';

const copy = eventExplorer;
const NEWEST = 6100;

// With its __typename, as the server answers: the documents spread a fragment on it.
const event = (position: number): Explorer_EventFragment & { __typename: 'LogEvent' } => ({
  __typename: 'LogEvent',
  globalPosition: String(position),
  streamId: 'admin-account:bea',
  type: 'AdminLoggedIn',
  data: {},
  metadata: {},
});

/** The log as the server holds it: positions 6001 to 6100. */
const log = Array.from({ length: 100 }, (_, index) => event(NEWEST - index));
let requested: ExplorerEventsQueryVariables[];

beforeEach(() => {
  requested = [];
  mockServer.use(
    ...adminSessionHandlers(),
    // Newest first, below `before` when given, one more than the page as the page asks.
    graphql.query(EVENT_PAGE, ({ variables }) => {
      requested.push(variables);
      const before = variables.before == null ? Infinity : Number(variables.before);
      const eventLog = log.filter((entry) => Number(entry.globalPosition) < before).slice(0, variables.limit ?? 100);
      return HttpResponse.json({ data: { eventsPosition: String(NEWEST), eventLog } });
    }),
    graphql.query(REBUILD_STATUS, () =>
      HttpResponse.json({
        data: { readModelRebuild: { state: 'idle', phase: null, events: 0, total: 0, finishedAt: null, digest: null, swapMilliseconds: null, error: null } },
      }),
    ),
  );
});

// Apollo's useSubscription unsubscribes a macrotask after the page unmounts; let it go before the next test.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe("the event explorer's Older button", { timeout: 15_000 }, () => {
  it('continues below the fetched page, not below a live event that committed out of position order', async () => {
    const { user } = renderRoute('/image-admin/events', { adminToken: 'test-token' });
    await screen.findByText(copy.live.on, undefined, { timeout: 5000 });
    await waitFor(() => expect(liveFeeds.variablesOf(EVENT_APPENDED)).toHaveLength(1));
    const bottom = NEWEST - EVENT_PAGE_SIZE + 1;
    expect(screen.getByRole('button', { name: copy.table.detailsFor(String(bottom)) })).toBeTruthy();

    // A concurrent append with a lower position committed after the page was read.
    const late = bottom - 20;
    act(() => {
      liveFeeds.push(EVENT_APPENDED, { eventAppended: event(late) });
    });
    expect(await screen.findByRole('button', { name: copy.table.detailsFor(String(late)) })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: copy.paging.older }));

    await waitFor(() => expect(requested).toHaveLength(2));
    expect(requested[1]).toMatchObject({ before: String(bottom), limit: EVENT_PAGE_SIZE + 1 });
    expect(await screen.findByRole('button', { name: copy.table.detailsFor(String(bottom - 1)) })).toBeTruthy();
    expect(screen.getByRole('button', { name: copy.table.detailsFor(String(late + 1)) })).toBeTruthy();
  });
});
