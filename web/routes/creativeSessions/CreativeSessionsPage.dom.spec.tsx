import { act, cleanup, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminSessionHandlers, graphQLError } from '../../../tests/web/fixtures/admin.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { liveFeeds } from '../../../tests/web/testApolloClient.ts';
import { CATALOG_SESSIONS, CATALOG_SESSIONS_CHANGED, EDIT_CREATIVE_SESSION } from '../../components/catalogForm/catalogApi.ts';
import { creativeSessionsPage } from '../../content/catalogAdmin.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { shell } from '../../content/site.ts';
import type { EditCreativeSessionMutationVariables } from '../../generated/graphql.ts';

const copy = creativeSessionsPage;
const choice = imageAdmin.conflict;
const SESSION_ID = 'session-night-shift';

interface StoredSession {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly journeyStage: 'perspective_mastery';
  readonly sessionDate: string;
  readonly learningInsights: string | null;
  readonly nextSteps: string | null;
  readonly version: number;
}

/** The session as the server holds it; an edit moves it to the next version, as the server's does. */
let stored: StoredSession;
let received: EditCreativeSessionMutationVariables[];
const change = (fields: Partial<StoredSession>) => {
  stored = { ...stored, ...fields, version: stored.version + 1 };
};
const answer = () => ({ __typename: 'CreativeSession' as const, ...stored, images: [] });

beforeEach(() => {
  stored = {
    id: SESSION_ID,
    title: 'Night shift',
    description: 'Darker palettes',
    journeyStage: 'perspective_mastery',
    sessionDate: '2026-11-20T00:00:00.000Z',
    learningInsights: null,
    nextSteps: null,
    version: 3,
  };
  received = [];
  mockServer.use(
    ...adminSessionHandlers(),
    graphql.query(CATALOG_SESSIONS, () => HttpResponse.json({ data: { sessionsPosition: '90', creativeSessions: [answer()] } })),
    // Answers the form's save as the server does: refused as stale unless it names the current version.
    graphql.mutation(EDIT_CREATIVE_SESSION, ({ variables }) => {
      received.push(variables);
      const expected = (variables as { expectedVersion?: number | null }).expectedVersion;
      if (expected != null && expected !== stored.version) {
        return graphQLError(`conflict: creative session ${SESSION_ID} was changed by someone else (now at version ${stored.version}); reload and try again`, 'CONFLICT');
      }
      change(variables.input as Partial<StoredSession>);
      return HttpResponse.json({ data: { editCreativeSession: answer() } });
    }),
  );
});

// Apollo's useSubscription unsubscribes a macrotask after the page unmounts; until then the next
// test's catalogChanged subscription would join this one's (deduplicated), whose feed the shared
// teardown closes. Unmount and let it go first.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

const item = () => within(screen.getByTestId('creative-session'));
const editForm = () => within(item().getByRole('form'));
const field = (label: string) => editForm().getByRole('textbox', { name: label }) as HTMLInputElement;
const conflictNotice = () => item().queryByText(copy.conflict.title)?.closest<HTMLElement>('[role="alert"]') ?? null;
/** The conflict notice, once it shows: another administrator's change reaches the form through a refetch. */
const shownConflictNotice = async () => within((await item().findByText(copy.conflict.title)).closest<HTMLElement>('[role="alert"]')!);
const saveButton = () => editForm().getByRole('button', { name: copy.save });
const toasts = () => within(screen.getByRole('region', { name: shell.notificationsLabel }));

/** Opens the sessions page, the session's edit form, and replaces its title with the administrator's own. */
async function editTitle(mine: string) {
  const rendered = renderRoute('/image-admin/sessions', { adminToken: 'test-token' });
  await screen.findByRole('heading', { level: 3, name: 'Night shift' }, { timeout: 5000 });
  await rendered.user.click(screen.getByRole('button', { name: copy.edit('Night shift') }));
  await rendered.user.clear(field(copy.fields.title));
  await rendered.user.type(field(copy.fields.title), mine);
  return rendered;
}

/** Another administrator's edit, announced on the page's catalogChanged feed (the list then refetches). */
async function liveChange(fields: Partial<StoredSession>) {
  change(fields);
  await act(async () => {
    expect(liveFeeds.push(CATALOG_SESSIONS_CHANGED, { catalogChanged: { kind: 'SESSION_CHANGED', sessionId: SESSION_ID, logPosition: '100' } })).toBe(1);
  });
}

describe("the session form's conflict choice", { timeout: 15_000 }, () => {
  it("lists another administrator's change of a field being edited, holds the save until a choice is made, and keeping mine saves on their version", async () => {
    const { user } = await editTitle('My title');
    expect(conflictNotice()).toBeNull();

    await liveChange({ title: 'Their title' });

    const notice = await shownConflictNotice();
    expect(notice.getByText(choice.theirValue(copy.fields.title)).nextElementSibling?.textContent).toBe('Their title');
    expect(notice.queryByText(choice.theirValue(copy.fields.description))).toBeNull();
    expect(field(copy.fields.title).value).toBe('My title');
    expect(saveButton()).toHaveProperty('disabled', true);

    await user.click(notice.getByRole('button', { name: choice.keepMine }));
    expect(conflictNotice()).toBeNull();
    await user.click(saveButton());

    expect(await toasts().findByText(copy.updated)).toBeTruthy();
    expect(received).toEqual([{ id: SESSION_ID, input: { title: 'My title' }, expectedVersion: 4 }]);
    expect(stored).toMatchObject({ title: 'My title', version: 5 });
  });

  it('takes theirs: the form shows their value and saving then sends nothing', async () => {
    const { user } = await editTitle('My title');
    await liveChange({ title: 'Their title' });

    await user.click((await shownConflictNotice()).getByRole('button', { name: choice.takeTheirs }));
    expect(field(copy.fields.title).value).toBe('Their title');
    await user.click(saveButton());

    expect(received).toEqual([]);
    expect(stored).toMatchObject({ title: 'Their title', version: 4 });
  });

  it("takes another administrator's change of a field not being edited without asking, and never sends the old value back", async () => {
    const { user } = await editTitle('My title');
    await liveChange({ description: 'Their description' });

    await item().findByDisplayValue('Their description');
    expect(conflictNotice()).toBeNull();
    await user.click(saveButton());

    expect(await toasts().findByText(copy.updated)).toBeTruthy();
    expect(received).toEqual([{ id: SESSION_ID, input: { title: 'My title' }, expectedVersion: 4 }]);
    expect(stored).toMatchObject({ title: 'My title', description: 'Their description' });
  });

  it('offers the same choice when the save is refused as stale, with the version the server then holds', async () => {
    const { user } = await editTitle('My title');
    // Another administrator saved first; this page never heard of it.
    change({ title: 'Their title' });

    await user.click(saveButton());

    const failure = await toasts().findByRole('alert');
    expect(failure.textContent).toContain(copy.failedSave);
    expect(failure.textContent).toContain(copy.conflict.saveRefused);
    const notice = await shownConflictNotice();
    expect(notice.getByText(choice.theirValue(copy.fields.title)).nextElementSibling?.textContent).toBe('Their title');
    expect(field(copy.fields.title).value).toBe('My title');

    await user.click(notice.getByRole('button', { name: choice.keepMine }));
    await user.click(saveButton());

    expect(await toasts().findByText(copy.updated)).toBeTruthy();
    expect(received).toEqual([
      { id: SESSION_ID, input: { title: 'My title' }, expectedVersion: 3 },
      { id: SESSION_ID, input: { title: 'My title' }, expectedVersion: 4 },
    ]);
  });
});

describe("focus around a session's edit form", { timeout: 15_000 }, () => {
  const toggle = () => item().getByRole('button', { name: copy.edit('Night shift') });

  it('returns to the Edit button when Close or Escape closes the form', async () => {
    const { user } = await editTitle('Dropped title');

    await user.click(editForm().getByRole('button', { name: copy.close }));
    expect(item().queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(toggle());

    await user.click(toggle());
    await user.type(field(copy.fields.title), ' and more');
    await user.keyboard('{Escape}');
    expect(item().queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(toggle());
    expect(received).toEqual([]);
  });

  it('returns to the Edit button after a save', async () => {
    const { user } = await editTitle('My title');

    await user.click(saveButton());

    expect(await toasts().findByText(copy.updated)).toBeTruthy();
    expect(item().queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(item().getByRole('button', { name: copy.edit('My title') }));
  });
});
