import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminCatalog, graphQLError, imageAdminHandlers } from '../../../tests/web/fixtures/admin.ts';
import { adminImage } from '../../../tests/web/fixtures/images.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { shell } from '../../content/site.ts';
import { catalogCopy } from './catalogCopy.ts';
import { ARCHIVE_IMAGES, RESTORE_IMAGES } from './gridDocuments.ts';

const copy = catalogCopy.bulk;
const ARCHIVED_AT = '2026-01-05T10:00:00.000Z';

let catalog: AdminCatalog;
let first: ReturnType<typeof adminImage>;
let second: ReturnType<typeof adminImage>;
let third: ReturnType<typeof adminImage>;

const bulkPanel = () => within(screen.getByRole('region', { name: imageAdmin.bulk.title }));
const toasts = () => within(screen.getByRole('region', { name: shell.notificationsLabel }));
const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

async function openWithSelection(path: string, ...titles: string[]) {
  const rendered = renderRoute(path, { adminToken: 'test-token' });
  // The first render also loads the lazy page module, which takes longer on a busy machine.
  await screen.findByRole('article', { name: titles[0] }, { timeout: 5000 });
  for (const title of titles) await rendered.user.click(screen.getByRole('checkbox', { name: imageAdmin.card.select(title) }));
  return rendered;
}

const idsOf = (ids: string | number | readonly (string | number)[]) => (Array.isArray(ids) ? ids : [ids]).map(String);

/** Answers archiveImages as the server does, archiving them in the catalog the grid reads. */
function acceptArchive(received: string[][]) {
  mockServer.use(
    graphql.mutation(ARCHIVE_IMAGES, ({ variables }) => {
      received.push(idsOf(variables.ids));
      return HttpResponse.json({ data: { archiveImages: idsOf(variables.ids).map((id) => catalog.change(id, { archivedAt: ARCHIVED_AT })) } });
    }),
  );
}

/** Answers restoreImages as the server does. */
function acceptRestore(received: string[][]) {
  mockServer.use(
    graphql.mutation(RESTORE_IMAGES, ({ variables }) => {
      received.push(idsOf(variables.ids));
      return HttpResponse.json({ data: { restoreImages: idsOf(variables.ids).map((id) => catalog.change(id, { archivedAt: null })) } });
    }),
  );
}

describe('archiving and restoring the selection', () => {
  describe('of active images', () => {
    beforeEach(() => {
      [first, second, third] = [adminImage(), adminImage(), adminImage()];
      catalog = new AdminCatalog([first, second, third]);
      mockServer.use(...imageAdminHandlers(catalog));
    });

    it('archives every selected image only after the confirm step, and the grid then leaves them out', async () => {
      const received: string[][] = [];
      acceptArchive(received);
      const { user } = await openWithSelection('/image-admin', first.title, second.title);

      await user.click(bulkPanel().getByRole('button', { name: copy.archive(2) }));
      expect(bulkPanel().getByText(copy.confirmQuestion(2))).toBeTruthy();
      await user.click(bulkPanel().getByRole('button', { name: copy.cancel }));
      expect(received).toEqual([]);
      expect(document.activeElement).toBe(bulkPanel().getByRole('button', { name: copy.archive(2) }));

      await user.click(bulkPanel().getByRole('button', { name: copy.archive(2) }));
      await user.click(bulkPanel().getByRole('button', { name: copy.confirmArchive(2) }));

      expect(await toasts().findByText(catalogCopy.toasts.bulkArchived(2))).toBeTruthy();
      expect(received).toEqual([[first.id, second.id]]);
      await waitFor(() => expect(cardTitles()).toEqual([third.title]));
      expect(screen.getByText(imageAdmin.badges.selected(0))).toBeTruthy();
      expect(screen.queryByRole('region', { name: imageAdmin.bulk.title })).toBeNull();
    });

    it('keeps every image and the selection when the server refuses the archive, and says that nothing changed', async () => {
      const received: string[][] = [];
      mockServer.use(
        graphql.mutation(ARCHIVE_IMAGES, ({ variables }) => {
          received.push(idsOf(variables.ids));
          return graphQLError(`image ${second.id} not found`, 'NOT_FOUND');
        }),
      );
      const { user } = await openWithSelection('/image-admin', first.title, second.title);

      await user.click(bulkPanel().getByRole('button', { name: copy.archive(2) }));
      await user.click(bulkPanel().getByRole('button', { name: copy.confirmArchive(2) }));

      const failure = await toasts().findByRole('alert');
      expect(failure.textContent).toContain(catalogCopy.toasts.bulkArchiveFailed);
      expect(failure.textContent).toContain(catalogCopy.toasts.bulkFailedHint);
      expect(received).toEqual([[first.id, second.id]]);
      expect(cardTitles()).toEqual([first.title, second.title, third.title]);
      expect(screen.queryByTestId('archived-badge')).toBeNull();
      expect(screen.getByText(imageAdmin.badges.selected(2))).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(bulkPanel().getByRole('button', { name: copy.archive(2) })));
    });
  });

  it('restores the selected archived images at once, and the archived list then leaves them out', async () => {
    [first, second] = [adminImage({ archivedAt: ARCHIVED_AT }), adminImage({ archivedAt: ARCHIVED_AT })];
    catalog = new AdminCatalog([first, second]);
    mockServer.use(...imageAdminHandlers(catalog));
    const received: string[][] = [];
    acceptRestore(received);
    const { user } = await openWithSelection('/image-admin?archived=archived', first.title);

    expect(bulkPanel().queryByRole('button', { name: copy.archive(1) })).toBeNull();
    await user.click(bulkPanel().getByRole('button', { name: copy.restore(1) }));

    expect(await toasts().findByText(catalogCopy.toasts.bulkRestored(1))).toBeTruthy();
    expect(received).toEqual([[first.id]]);
    await waitFor(() => expect(cardTitles()).toEqual([second.title]));
  });
});
