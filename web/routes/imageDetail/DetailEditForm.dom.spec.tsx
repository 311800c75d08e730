import { act, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminCatalog, graphQLError, imageDetailHandlers, TEST_SESSION_ID } from '../../../tests/web/fixtures/admin.ts';
import { adminImage } from '../../../tests/web/fixtures/images.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { liveFeeds } from '../../../tests/web/testApolloClient.ts';
import { IMAGE_CHANGED } from '../../components/admin/adminApi.ts';
import { EDIT_IMAGE } from '../../components/admin/useEditImage.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { imageDetail } from '../../content/imageDetail.ts';
import { shell } from '../../content/site.ts';
import type { AdminGridImage_ImageFragment, EditImageMutationVariables } from '../../generated/graphql.ts';

const labels = imageDetail.fieldLabels;
const conflictCopy = imageAdmin.conflict;

let catalog: AdminCatalog;
let image: ReturnType<typeof adminImage>;
let received: EditImageMutationVariables[];

beforeEach(() => {
  image = adminImage({ title: 'The original title', description: 'The original description', version: 3 });
  catalog = new AdminCatalog([image]);
  received = [];
  mockServer.use(...imageDetailHandlers(catalog));
});

const editForm = () => within(screen.getByRole('region', { name: imageDetail.form.title }));
const field = (label: string) => editForm().getByRole('textbox', { name: label }) as HTMLInputElement;
const conflictNotice = () => editForm().queryByText(conflictCopy.title)?.closest<HTMLElement>('[role="alert"]') ?? null;
/** The conflict notice, once it shows: a live change reaches the form through the cache a moment later. */
const shownConflictNotice = async () => within((await editForm().findByText(conflictCopy.title)).closest<HTMLElement>('[role="alert"]')!);
const saveButton = () => editForm().getByRole('button', { name: imageDetail.form.save });
const toasts = () => within(screen.getByRole('region', { name: shell.notificationsLabel }));

/** Opens the detail page's edit form and replaces the title with the administrator's own. */
async function editTitle(mine: string) {
  const rendered = renderRoute(`/image-detail/${image.id}`, { adminToken: 'test-token' });
  // The first render also loads the lazy page module, which takes longer on a busy machine.
  await screen.findByRole('heading', { level: 1, name: image.title }, { timeout: 5000 });
  await rendered.user.click(screen.getByRole('button', { name: imageDetail.edit }));
  await editForm().findByRole('textbox', { name: labels.title });
  await rendered.user.clear(field(labels.title));
  await rendered.user.type(field(labels.title), mine);
  return rendered;
}

/** Another administrator's change, as the server delivers it to the page's imageChanged feed. */
async function liveChange(fields: Partial<AdminGridImage_ImageFragment>) {
  const { archivedAt: _archivedAt, ...changed } = catalog.change(image.id, fields);
  const imageChanged = { ...changed, logPosition: '100' };
  await act(async () => {
    expect(liveFeeds.push(IMAGE_CHANGED, { imageChanged })).toBe(1);
  });
}

/** Answers the form's save as the server does: refused as stale unless it names the current version. */
function acceptEdits() {
  mockServer.use(
    graphql.mutation(EDIT_IMAGE, ({ variables }) => {
      received.push(variables);
      const current = catalog.get(String(variables.id));
      if (variables.expectedVersion != null && variables.expectedVersion !== current.version) {
        return graphQLError(`conflict: image ${current.id} was changed by someone else (now at version ${current.version}); reload and try again`, 'CONFLICT');
      }
      const { archivedAt: _archivedAt, ...saved } = catalog.change(current.id, variables.input as Partial<AdminGridImage_ImageFragment>);
      return HttpResponse.json({ data: { editImage: { ...saved, sessionId: TEST_SESSION_ID } } });
    }),
  );
}

// The whole detail page with its long form re-renders on every keystroke: slower than most pages.
describe("the detail form's conflict choice", { timeout: 15_000 }, () => {
  it("lists another administrator's change of a field being edited and holds the save until a choice is made", async () => {
    await editTitle('My title');
    expect(conflictNotice()).toBeNull();

    await liveChange({ title: 'Their title' });

    const notice = await shownConflictNotice();
    expect(notice.getByText(conflictCopy.theirValue(labels.title)).nextElementSibling?.textContent).toBe('Their title');
    expect(notice.queryByText(conflictCopy.theirValue(labels.description))).toBeNull();
    expect(field(labels.title).value).toBe('My title');
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('keeps mine: the save sends my value based on their version', async () => {
    acceptEdits();
    const { user } = await editTitle('My title');
    await liveChange({ title: 'Their title' });

    await user.click((await shownConflictNotice()).getByRole('button', { name: conflictCopy.keepMine }));
    expect(conflictNotice()).toBeNull();
    expect(field(labels.title).value).toBe('My title');
    await user.click(saveButton());

    expect(await toasts().findByText(imageAdmin.toasts.updated)).toBeTruthy();
    expect(received).toEqual([{ id: image.id, input: { title: 'My title' }, expectedVersion: 4 }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My title');
    expect(screen.queryByRole('region', { name: imageDetail.form.title })).toBeNull();
  });

  it('takes theirs: the form shows their value and saving then sends nothing', async () => {
    acceptEdits();
    const { user } = await editTitle('My title');
    await liveChange({ title: 'Their title' });

    await user.click((await shownConflictNotice()).getByRole('button', { name: conflictCopy.takeTheirs }));
    expect(conflictNotice()).toBeNull();
    expect(field(labels.title).value).toBe('Their title');
    await user.click(saveButton());

    expect(screen.queryByRole('region', { name: imageDetail.form.title })).toBeNull();
    expect(received).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Their title');
  });

  it('takes theirs for the conflicting field only: my other edits are still saved, on their version', async () => {
    acceptEdits();
    const { user } = await editTitle('My title');
    await user.clear(field(labels.description));
    await user.type(field(labels.description), 'My description');
    await liveChange({ title: 'Their title' });

    await user.click((await shownConflictNotice()).getByRole('button', { name: conflictCopy.takeTheirs }));
    await user.click(saveButton());

    expect(await toasts().findByText(imageAdmin.toasts.updated)).toBeTruthy();
    expect(received).toEqual([{ id: image.id, input: { description: 'My description' }, expectedVersion: 4 }]);
  });

  it("takes another administrator's change of a field I did not edit without asking, and shows it", async () => {
    acceptEdits();
    const { user } = await editTitle('My title');
    await liveChange({ description: 'Their description' });

    await screen.findByDisplayValue('Their description');
    expect(conflictNotice()).toBeNull();
    await user.click(saveButton());

    expect(await toasts().findByText(imageAdmin.toasts.updated)).toBeTruthy();
    expect(received).toEqual([{ id: image.id, input: { title: 'My title' }, expectedVersion: 4 }]);
    expect(catalog.get(image.id).description).toBe('Their description');
  });

  it('keeps mine for the field both changed and never sends my stale value of a field only they changed', async () => {
    acceptEdits();
    const { user } = await editTitle('My title');
    await liveChange({ title: 'Their title', description: 'Their description' });

    const notice = await shownConflictNotice();
    expect(notice.queryByText(conflictCopy.theirValue(labels.description))).toBeNull();
    await user.click(notice.getByRole('button', { name: conflictCopy.keepMine }));
    expect(field(labels.description).value).toBe('Their description');
    await user.click(saveButton());

    expect(await toasts().findByText(imageAdmin.toasts.updated)).toBeTruthy();
    expect(received).toEqual([{ id: image.id, input: { title: 'My title' }, expectedVersion: 4 }]);
    expect(catalog.get(image.id).description).toBe('Their description');
  });

  it('offers the same choice when the save is refused as stale, with the version the server then holds', async () => {
    acceptEdits();
    const { user } = await editTitle('My title');
    // Another administrator saved first; this page never heard of it.
    catalog.change(image.id, { title: 'Their title' });

    await user.click(saveButton());

    const failure = await toasts().findByRole('alert');
    expect(failure.textContent).toContain(imageAdmin.toasts.updateFailed);
    expect(failure.textContent).toContain(imageAdmin.toasts.conflict);
    const notice = await shownConflictNotice();
    expect(notice.getByText(conflictCopy.theirValue(labels.title)).nextElementSibling?.textContent).toBe('Their title');
    expect(field(labels.title).value).toBe('My title');

    await user.click(notice.getByRole('button', { name: conflictCopy.keepMine }));
    await user.click(saveButton());

    expect(await toasts().findByText(imageAdmin.toasts.updated)).toBeTruthy();
    expect(received).toEqual([
      { id: image.id, input: { title: 'My title' }, expectedVersion: 3 },
      { id: image.id, input: { title: 'My title' }, expectedVersion: 4 },
    ]);
  });

  it('is not needed for a new version that changes no field of the form (the image archived meanwhile): the save goes through on it', async () => {
    acceptEdits();
    const { user } = await editTitle('My title');
    await liveChange({ archivedAt: '2026-01-05T10:00:00.000Z' });

    expect(conflictNotice()).toBeNull();
    await user.click(saveButton());

    expect(await toasts().findByText(imageAdmin.toasts.updated)).toBeTruthy();
    expect(received).toEqual([{ id: image.id, input: { title: 'My title' }, expectedVersion: 4 }]);
  });
});

describe("the detail form's refused save", { timeout: 15_000 }, () => {
  it("puts each of the server's field errors beside its field, the rest below the form, and keeps the form open", async () => {
    mockServer.use(
      graphql.mutation(EDIT_IMAGE, () =>
        HttpResponse.json(
          {
            data: null,
            errors: [
              {
                message: 'input.title: must not be empty; input.unknownThing: is odd',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  inputErrors: [
                    { path: 'input.title', message: 'must not be empty' },
                    { path: 'input.unknownThing', message: 'is odd' },
                  ],
                },
              },
            ],
          },
          { status: 400, headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' } },
        ),
      ),
    );
    const { user } = await editTitle('My title');

    await user.click(saveButton());

    const failure = await toasts().findByRole('alert');
    expect(failure.textContent).toContain(imageAdmin.toasts.updateFailed);
    expect(await editForm().findByText('must not be empty')).toBeTruthy();
    expect(field(labels.title).getAttribute('aria-invalid')).toBe('true');
    expect(editForm().getByText('unknownThing: is odd')).toBeTruthy();
    expect(field(labels.title).value).toBe('My title');
  });
});
