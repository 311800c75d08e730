import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminCatalog, graphQLError, imageAdminHandlers } from '../../../tests/web/fixtures/admin.ts';
import { adminImage } from '../../../tests/web/fixtures/images.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { ADMIN_IMAGE } from '../../components/admin/adminApi.ts';
import { EDIT_IMAGE } from '../../components/admin/useEditImage.ts';
import { ADMIN_SESSION_STORAGE_KEY } from '../../auth/adminSession.ts';
import { adminLogin, imageAdmin } from '../../content/imageAdmin.ts';
import { shell } from '../../content/site.ts';
import type { AdminGridImage_ImageFragment, EditImageMutationVariables } from '../../generated/graphql.ts';

const copy = imageAdmin.card;

let catalog: AdminCatalog;
let image: ReturnType<typeof adminImage>;
let received: EditImageMutationVariables[];

beforeEach(() => {
  image = adminImage({ description: 'The original description', version: 2 });
  catalog = new AdminCatalog([image]);
  received = [];
  mockServer.use(
    ...imageAdminHandlers(catalog),
    // What an edit refused as stale reloads: the image as the server now holds it.
    graphql.query(ADMIN_IMAGE, ({ variables }) => {
      const { archivedAt: _archivedAt, ...current } = catalog.get(String(variables.id));
      return HttpResponse.json({ data: { image: current } });
    }),
  );
});

const card = () => within(screen.getByRole('article', { name: image.title }));
const editForm = () => within(card().getByRole('form', { name: copy.edit(image.title) }));
const description = () => editForm().getByRole('textbox', { name: copy.descriptionLabel }) as HTMLTextAreaElement;
const toasts = () => within(screen.getByRole('region', { name: shell.notificationsLabel }));

/** Answers the card's save as the server does: refused as stale unless it names the current version. */
function acceptEdits() {
  mockServer.use(
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
}

/** Opens the card's inline edit and replaces the description with the administrator's own. */
async function editDescription(mine: string) {
  const rendered = renderRoute('/image-admin', { adminToken: 'test-token' });
  // The first render also loads the lazy page module, which takes longer on a busy machine.
  await screen.findByRole('article', { name: image.title }, { timeout: 5000 });
  await rendered.user.click(card().getByRole('button', { name: copy.edit(image.title) }));
  await rendered.user.clear(description());
  await rendered.user.type(description(), mine);
  return rendered;
}

describe("the admin card's inline edit", { timeout: 15_000 }, () => {
  it('saves only the changed field on the version it started from, then closes and shows the new text', async () => {
    acceptEdits();
    const { user } = await editDescription('My description');

    await user.click(editForm().getByRole('button', { name: copy.save }));

    expect(await toasts().findByText(imageAdmin.toasts.updated)).toBeTruthy();
    expect(received).toEqual([{ id: image.id, input: { description: 'My description' }, expectedVersion: 2 }]);
    expect(card().queryByRole('form')).toBeNull();
    expect(card().getByText('My description')).toBeTruthy();
  });

  it("says another administrator saved first and shows their version's text beside mine", async () => {
    acceptEdits();
    const { user } = await editDescription('My description');
    catalog.change(image.id, { description: 'Their description' });

    await user.click(editForm().getByRole('button', { name: copy.save }));

    const failure = await toasts().findByRole('alert');
    expect(failure.textContent).toContain(imageAdmin.toasts.updateFailed);
    expect(failure.textContent).toContain(imageAdmin.toasts.conflict);
    const notice = within((await editForm().findByText(imageAdmin.conflict.title)).closest<HTMLElement>('[role="alert"]')!);
    expect(notice.getByText(imageAdmin.conflict.theirValue(copy.descriptionLabel)).nextElementSibling?.textContent).toBe('Their description');
    expect(description().value).toBe('My description');
    expect(received).toEqual([{ id: image.id, input: { description: 'My description' }, expectedVersion: 2 }]);
  });

  it('shows the server refusal in a toast and keeps the form open with my text', async () => {
    mockServer.use(graphql.mutation(EDIT_IMAGE, () => graphQLError('input.description: at most 2000 characters', 'BAD_USER_INPUT')));
    const { user } = await editDescription('My description');

    await user.click(editForm().getByRole('button', { name: copy.save }));

    const failure = await toasts().findByRole('alert');
    expect(failure.textContent).toContain(imageAdmin.toasts.updateFailed);
    expect(failure.textContent).toContain('input.description: at most 2000 characters');
    expect(description().value).toBe('My description');
  });

  it('brings back the sign-in over the page when the session has expired, keeping the edit', async () => {
    mockServer.use(graphql.mutation(EDIT_IMAGE, () => graphQLError('admin session required: sign in again', 'UNAUTHENTICATED')));
    const { user } = await editDescription('My description');
    const form = editForm();

    await user.click(form.getByRole('button', { name: copy.save }));

    const signIn = await screen.findByRole('dialog');
    expect(within(signIn).getByText(adminLogin.sessionExpired)).toBeTruthy();
    expect(window.localStorage.getItem(ADMIN_SESSION_STORAGE_KEY)).toBeNull();
    expect(toasts().queryByRole('alert')).toBeNull();
    expect(form.getByRole('textbox', { name: copy.descriptionLabel, hidden: true })).toHaveProperty('value', 'My description');
  });
});

describe("focus around the card's inline edit", { timeout: 15_000 }, () => {
  const toggle = () => card().getByRole('button', { name: copy.edit(image.title) });

  it('returns to the Edit button when Cancel or Save closes the editor', async () => {
    acceptEdits();
    const { user } = await editDescription('Dropped text');

    await user.click(editForm().getByRole('button', { name: copy.cancel }));
    expect(card().queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(toggle());

    await user.click(toggle());
    await user.clear(description());
    await user.type(description(), 'My description');
    await user.click(editForm().getByRole('button', { name: copy.save }));

    expect(await card().findByText('My description')).toBeTruthy();
    expect(card().queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('closes with Escape without saving, and returns to the Edit button', async () => {
    acceptEdits();
    const { user } = await editDescription('Dropped text');

    await user.keyboard('{Escape}');

    expect(card().queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(toggle());
    expect(card().getByText('The original description')).toBeTruthy();
    expect(received).toEqual([]);
  });
});
