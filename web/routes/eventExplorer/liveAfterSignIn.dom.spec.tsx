import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { adminSessionHandlers } from '../../../tests/web/fixtures/admin.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { feedOf, sessionEnded, signInAgain } from '../../../tests/web/signInAgain.ts';
import { liveFeeds } from '../../../tests/web/testApolloClient.ts';
import { eventExplorer } from '../../content/eventExplorer.ts';
import type { Explorer_EventFragment } from '../../generated/graphql.ts';
import { EVENT_APPENDED, EVENT_PAGE } from './explorerApi.ts';
import { REBUILD_STATUS } from './rebuildApi.ts';

// The page is lazy: its first render waits for its module, slow on a busy machine.
const loaded = { timeout: 5000 };

// Apollo's useSubscription unsubscribes a macrotask after the page unmounts; let it go before the next test.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe("the event explorer's live feed the end of the admin session ended", () => {
  it('on the event explorer, say it is not following while ended, and follow again after the sign-in', async () => {
    // With its __typename, as the server answers: the documents spread a fragment on it.
    const event = (globalPosition: string, type: Explorer_EventFragment['type']): Explorer_EventFragment & { __typename: 'LogEvent' } => ({
      __typename: 'LogEvent',
      globalPosition,
      streamId: 'admin-account:bea',
      type,
      data: {},
      metadata: {},
    });
    mockServer.use(
      ...adminSessionHandlers(),
      graphql.query(EVENT_PAGE, () => HttpResponse.json({ data: { eventsPosition: '6100', eventLog: [event('6100', 'AdminAccountAdded')] } })),
      graphql.query(REBUILD_STATUS, () =>
        HttpResponse.json({
          data: { readModelRebuild: { state: 'idle', phase: null, events: 0, total: 0, finishedAt: null, digest: null, swapMilliseconds: null, error: null } },
        }),
      ),
    );
    const { user } = renderRoute('/image-admin/events', { adminToken: 'old-token' });
    await screen.findByText(eventExplorer.live.on, undefined, loaded);
    await waitFor(() => expect(feedOf(EVENT_APPENDED)).toEqual({ open: 1, token: 'old-token' }));

    act(() => {
      liveFeeds.refuse(EVENT_APPENDED, [sessionEnded]);
    });
    await screen.findByText(eventExplorer.live.off);
    await signInAgain(user, 'new-token');

    expect(await screen.findByText(eventExplorer.live.on)).toBeTruthy();
    await waitFor(() => expect(feedOf(EVENT_APPENDED)).toEqual({ open: 1, token: 'new-token' }));
    act(() => {
      liveFeeds.push(EVENT_APPENDED, { eventAppended: event('6110', 'AdminLoggedIn') });
    });
    expect(await screen.findByText(eventExplorer.live.arrived('AdminLoggedIn', '6110'))).toBeTruthy();
  });
});
