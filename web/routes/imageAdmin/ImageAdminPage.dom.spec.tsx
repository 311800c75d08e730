import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminCatalog, graphQLError, imageAdminHandlers } from '../../../tests/web/fixtures/admin.ts';
import { adminImage } from '../../../tests/web/fixtures/images.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { liveFeeds } from '../../../tests/web/testApolloClient.ts';
import { IMAGE_CHANGED } from '../../components/admin/adminApi.ts';
import { EDIT_IMAGE } from '../../components/admin/useEditImage.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { shell } from '../../content/site.ts';
import type { AdminGridImage_ImageFragment, EditImageMutationVariables } from '../../generated/graphql.ts';
import { learningStatusLabels } from '../../generated/vocabulary.ts';
import { ADMIN_GRID_IMAGES } from './gridDocuments.ts';

const copy = imageAdmin.card;

let catalog: AdminCatalog;
let edited: ReturnType<typeof adminImage>;
let other: ReturnType<typeof adminImage>;
let gridReads: number;
let received: EditImageMutationVariables[];

beforeEach(() => {
  edited = adminImage({ learningStatus: 'learning_attempt', description: 'The original description', version: 2 });
  other = adminImage({ learningStatus: 'learning_attempt' });
  catalog = new AdminCatalog([edited, other]);
  gridReads = 0;
  received = [];
  mockServer.use(...imageAdminHandlers(catalog));
  mockServer.use(
    // The grid narrowed to one learning status, as the server narrows it.
    graphql.query(ADMIN_GRID_IMAGES, ({ variables }) => {
      gridReads += 1;
      const items = catalog.list(variables.archived ?? 'ACTIVE').filter((image) => !variables.learningStatus || image.learningStatus === variables.learningStatus);
      return HttpResponse.json({ data: { gridPosition: catalog.position, images: { total: items.length, items } } });
    }),
    graphql.mutation(EDIT_IMAGE, ({ variables }) => {
      received.push(variables);
      const current = catalog.get(String(variables.id));
      if (variables.expectedVersion != null && variables.expectedVersion !== current.version) {
        return graphQLError(`conflict: image ${current.id} was changed by someone else (now at version ${current.version}); reload and try again`, 'CONFLICT');
      }
      const { archivedAt: _archivedAt, ...saved } = catalog.change(current.id, variables.input as Partial<AdminGridImage_ImageFragment>);
      return HttpResponse.json({ data: { editImage: saved } });
    }),
  );
});

// Apollo's useSubscription unsubscribes a macrotask after the page unmounts; let it go before the next test.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

const card = (title: string) => within(screen.getByRole('article', { name: title }));
const description = () => card(edited.title).getByRole('textbox', { name: copy.descriptionLabel }) as HTMLTextAreaElement;
const toasts = () => within(screen.getByRole('region', { name: shell.notificationsLabel }));

/** Another administrator's change, as the imageChanged feed brings it (the grid then refetches). */
async function changedElsewhere(fields: Partial<AdminGridImage_ImageFragment>) {
  const { archivedAt: _archivedAt, ...image } = catalog.change(edited.id, fields);
  await act(async () => {
    expect(liveFeeds.push(IMAGE_CHANGED, { imageChanged: { ...image, logPosition: catalog.position } })).toBe(1);
  });
}

describe('a card being edited when a live change takes it out of the grid', { timeout: 15_000 }, () => {
  it('stays, says it no longer matches, keeps the draft, follows later changes and saves on the newest version; then it leaves and focus goes to the next card', async () => {
    const { user } = renderRoute('/image-admin?status=learning_attempt', { adminToken: 'test-token' });
    await screen.findByRole('article', { name: edited.title }, { timeout: 5000 });
    await waitFor(() => expect(liveFeeds.variablesOf(IMAGE_CHANGED)).toHaveLength(1));
    await user.click(card(edited.title).getByRole('button', { name: copy.edit(edited.title) }));
    await user.clear(description());
    await user.type(description(), 'My half-typed');

    await changedElsewhere({ learningStatus: 'final_version' });
    await waitFor(() => expect(gridReads).toBe(2));

    expect(await card(edited.title).findByText(copy.outOfView)).toBeTruthy();
    expect(description().value).toBe('My half-typed');
    expect(card(other.title).queryByText(copy.outOfView)).toBeNull();
    // A later change reaches the kept card too, though the grid's result no longer brings it.
    await changedElsewhere({ learningStatus: 'happy_accident' });
    const status = card(edited.title).getByRole('combobox', { name: copy.statusLabel });
    await waitFor(() => expect(within(status).getByRole('option', { selected: true }).textContent).toBe(learningStatusLabels.happy_accident));

    await user.click(card(edited.title).getByRole('button', { name: copy.save }));

    expect(await toasts().findByText(imageAdmin.toasts.updated)).toBeTruthy();
    expect(received).toEqual([{ id: edited.id, input: { description: 'My half-typed' }, expectedVersion: 4 }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: edited.title })).toBeNull());
    expect(document.activeElement).toBe(card(other.title).getByRole('link', { name: other.title }));
  });

  it('leaves when the edit is cancelled', async () => {
    const { user } = renderRoute('/image-admin?status=learning_attempt', { adminToken: 'test-token' });
    await screen.findByRole('article', { name: edited.title }, { timeout: 5000 });
    await waitFor(() => expect(liveFeeds.variablesOf(IMAGE_CHANGED)).toHaveLength(1));
    await user.click(card(edited.title).getByRole('button', { name: copy.edit(edited.title) }));

    await changedElsewhere({ learningStatus: 'final_version' });
    await waitFor(() => expect(gridReads).toBe(2));
    expect(await card(edited.title).findByText(copy.outOfView)).toBeTruthy();

    await user.click(card(edited.title).getByRole('button', { name: copy.cancel }));

    expect(screen.queryByRole('article', { name: edited.title })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(received).toEqual([]);
  });
});
