import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { graphql } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminCatalog, imageAdminHandlers } from '../../tests/web/fixtures/admin.ts';
import { adminImage } from '../../tests/web/fixtures/images.ts';
import { mockServer } from '../../tests/web/mswServer.ts';
import { renderRoute } from '../../tests/web/renderRoute.tsx';
import { feedOf, sessionEnded, signInAgain } from '../../tests/web/signInAgain.ts';
import { liveFeeds } from '../../tests/web/testApolloClient.ts';
import { IMAGE_CHANGED } from '../components/admin/adminApi.ts';
import { ADMIN_GRID_IMAGES, CATALOG_CHANGED, USAGE_STATS_CHANGED } from '../routes/imageAdmin/gridDocuments.ts';

// The page is lazy: its first render waits for its module, slow on a busy machine.
const loaded = { timeout: 5000 };

// Apollo's useSubscription unsubscribes a macrotask after the page unmounts; let it go before the next test.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('live feeds the end of the admin session ended', () => {
  it('on the image administration, bring back the sign-in, and start again on a socket with the new token after it', async () => {
    const image = adminImage();
    const catalog = new AdminCatalog([image]);
    let gridReads = 0;
    mockServer.use(
      graphql.query(ADMIN_GRID_IMAGES, () => {
        gridReads += 1;
      }),
      ...imageAdminHandlers(catalog),
    );
    const { user } = renderRoute('/image-admin', { adminToken: 'old-token' });
    await screen.findByRole('article', { name: image.title }, loaded);
    await waitFor(() => expect(feedOf(CATALOG_CHANGED)).toEqual({ open: 1, token: 'old-token' }));

    act(() => {
      liveFeeds.refuse(CATALOG_CHANGED, [sessionEnded]);
      liveFeeds.refuse(IMAGE_CHANGED, [sessionEnded]);
    });
    await signInAgain(user, 'new-token');

    await waitFor(() => expect(feedOf(CATALOG_CHANGED)).toEqual({ open: 1, token: 'new-token' }));
    expect(feedOf(IMAGE_CHANGED)).toEqual({ open: 1, token: 'new-token' });
    // The visitor's feed the session did not end goes on, on the new socket too.
    expect(feedOf(USAGE_STATS_CHANGED)).toEqual({ open: 1, token: 'new-token' });

    // What another administrator saves now reaches the grid through the feed.
    await waitFor(() => expect(gridReads).toBe(2));
    catalog.change(image.id, { title: 'Renamed after the sign-in' });
    act(() => {
      liveFeeds.push(CATALOG_CHANGED, { catalogChanged: { kind: 'IMAGE_EDITED', imageId: image.id, sessionId: null, logPosition: catalog.position } });
    });
    expect(await screen.findByRole('article', { name: 'Renamed after the sign-in' })).toBeTruthy();
  });
});
