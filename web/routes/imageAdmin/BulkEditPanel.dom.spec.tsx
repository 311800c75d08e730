import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminCatalog, graphQLError, imageAdminHandlers } from '../../../tests/web/fixtures/admin.ts';
import { adminImage } from '../../../tests/web/fixtures/images.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { SET_REJECTION_REASON } from './gridDocuments.ts';
import { ADMIN_SESSION_STORAGE_KEY } from '../../auth/adminSession.ts';
import { adminLogin, imageAdmin } from '../../content/imageAdmin.ts';
import { shell } from '../../content/site.ts';
import type { AdminSetRejectionReasonMutationVariables } from '../../generated/graphql.ts';

const copy = imageAdmin.bulk;

let catalog: AdminCatalog;
let first: ReturnType<typeof adminImage>;
let second: ReturnType<typeof adminImage>;
let third: ReturnType<typeof adminImage>;

beforeEach(() => {
  [first, second, third] = [adminImage(), adminImage(), adminImage()];
  catalog = new AdminCatalog([first, second, third]);
  mockServer.use(...imageAdminHandlers(catalog));
});

const card = (title: string) => screen.getByRole('article', { name: title });
const bulkPanel = () => screen.queryByRole('region', { name: copy.title });
const toasts = () => within(screen.getByRole('region', { name: shell.notificationsLabel }));
const selectedBadge = (n: number) => screen.getByText(imageAdmin.badges.selected(n));

async function openWithSelection(...titles: string[]) {
  const rendered = renderRoute('/image-admin', { adminToken: 'test-token' });
  // The first render also loads the lazy page module, which takes longer on a busy machine.
  await screen.findByRole('article', { name: first.title }, { timeout: 5000 });
  for (const title of titles) await rendered.user.click(screen.getByRole('checkbox', { name: imageAdmin.card.select(title) }));
  return rendered;
}

/** Answers the bulk mutation as the server does when it succeeds, and keeps what it was sent. */
function acceptRejectionReasons(received: AdminSetRejectionReasonMutationVariables[]) {
  mockServer.use(
    graphql.mutation(SET_REJECTION_REASON, ({ variables }) => {
      received.push(variables);
      const ids = (Array.isArray(variables.ids) ? variables.ids : [variables.ids]).map(String);
      const changed = ids.map((id) => {
        const { archivedAt: _archivedAt, ...image } = catalog.change(id, { rejectionReason: variables.rejectionReason });
        return image;
      });
      return HttpResponse.json({ data: { setRejectionReason: changed } });
    }),
  );
}

describe('the bulk edit of the image administration', () => {
  it('is offered only with a selection, and its update only once a reason is given', async () => {
    const { user } = await openWithSelection();
    expect(bulkPanel()).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: imageAdmin.card.select(first.title) }));
    const panel = within(bulkPanel()!);
    const update = panel.getByRole('button', { name: copy.update(1) });
    expect(update).toHaveProperty('disabled', true);
    expect(panel.getByText(copy.allOrNothing)).toBeTruthy();

    const preset = within(panel.getByRole('group', { name: copy.quickReasons })).getAllByRole('button')[0]!;
    await user.click(preset);
    expect(panel.getByRole('textbox', { name: copy.reasonLabel })).toHaveProperty('value', preset.textContent);
    expect(update).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('button', { name: imageAdmin.filters.clear(1) }));
    expect(bulkPanel()).toBeNull();
  });

  it('sets one trimmed reason on exactly the selected images, shows it on their cards only and clears the selection', async () => {
    const received: AdminSetRejectionReasonMutationVariables[] = [];
    acceptRejectionReasons(received);
    const { user } = await openWithSelection(first.title, third.title);
    expect(selectedBadge(2)).toBeTruthy();

    const panel = within(bulkPanel()!);
    await user.type(panel.getByRole('textbox', { name: copy.reasonLabel }), '  Too busy for a hero image  ');
    await user.click(panel.getByRole('button', { name: copy.update(2) }));

    expect(await toasts().findByText(imageAdmin.toasts.bulkUpdated(2))).toBeTruthy();
    expect(received).toEqual([{ ids: [first.id, third.id], rejectionReason: 'Too busy for a hero image' }]);
    expect(within(card(first.title)).getByText('Too busy for a hero image')).toBeTruthy();
    expect(within(card(third.title)).getByText('Too busy for a hero image')).toBeTruthy();
    expect(within(card(second.title)).queryByText(imageAdmin.card.rejectionReason, { exact: false })).toBeNull();
    expect(selectedBadge(0)).toBeTruthy();
    expect(bulkPanel()).toBeNull();
    expect(screen.getByRole('checkbox', { name: imageAdmin.card.select(first.title) })).toHaveProperty('checked', false);
  });

  it('changes no image when the server refuses one of them, says so, and keeps the selection and the reason for a retry', async () => {
    const received: AdminSetRejectionReasonMutationVariables[] = [];
    mockServer.use(
      graphql.mutation(SET_REJECTION_REASON, ({ variables }) => {
        received.push(variables);
        return graphQLError(`image ${second.id} not found`, 'NOT_FOUND');
      }),
    );
    const { user } = await openWithSelection(first.title, second.title);

    const panel = within(bulkPanel()!);
    await user.type(panel.getByRole('textbox', { name: copy.reasonLabel }), 'Wrong palette');
    await user.click(panel.getByRole('button', { name: copy.update(2) }));

    const failure = await toasts().findByRole('alert');
    expect(failure.textContent).toContain(imageAdmin.toasts.bulkFailed);
    expect(failure.textContent).toContain(imageAdmin.toasts.bulkFailedHint);
    expect(received).toEqual([{ ids: [first.id, second.id], rejectionReason: 'Wrong palette' }]);
    for (const image of [first, second, third]) expect(within(card(image.title)).queryByText('Wrong palette')).toBeNull();
    expect(selectedBadge(2)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: imageAdmin.card.select(first.title) })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: imageAdmin.card.select(second.title) })).toHaveProperty('checked', true);
    expect(panel.getByRole('textbox', { name: copy.reasonLabel })).toHaveProperty('value', 'Wrong palette');
    expect(panel.getByRole('button', { name: copy.update(2) })).toHaveProperty('disabled', false);
  });

  it('brings back the sign-in over the page when the session has expired, keeping the selection and the reason', async () => {
    mockServer.use(graphql.mutation(SET_REJECTION_REASON, () => graphQLError('admin session required: sign in again', 'UNAUTHENTICATED')));
    const { user } = await openWithSelection(first.title, second.title);

    const panel = within(bulkPanel()!);
    await user.type(panel.getByRole('textbox', { name: copy.reasonLabel }), 'Wrong palette');
    await user.click(panel.getByRole('button', { name: copy.update(2) }));

    const signIn = await screen.findByRole('dialog');
    expect(within(signIn).getByText(adminLogin.sessionExpired)).toBeTruthy();
    expect(window.localStorage.getItem(ADMIN_SESSION_STORAGE_KEY)).toBeNull();
    expect(toasts().queryByRole('alert')).toBeNull();
    expect(panel.getByRole('textbox', { name: copy.reasonLabel, hidden: true })).toHaveProperty('value', 'Wrong palette');
    expect(screen.getByText(imageAdmin.badges.selected(2))).toBeTruthy();
  });
});
