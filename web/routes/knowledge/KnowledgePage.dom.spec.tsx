import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminSessionHandlers } from '../../../tests/web/fixtures/admin.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { signInAgain } from '../../../tests/web/signInAgain.ts';
import { knowledgePage as copy } from '../../content/knowledgeAdmin.ts';
import type { KnowledgeChange, KnowledgePassage } from './knowledgeApi.ts';

let passage: KnowledgePassage;
let calls: unknown[];
let history: KnowledgeChange[];

/** The passage's history gains an edit of one field, as the server records it. */
const recordEdit = (field: string, from: unknown, to: unknown, undoes: string | null = null) =>
  history.push({ position: String(120 + 10 * history.length), actor: 'admin:admin', time: '2026-11-26T11:00:00.000Z', kind: 'edited', field, from: String(from), to: String(to), undoes });

/** The session 'token' ends: every request with it is refused (401) until the administrator signs in as 'new-token'. */
const endSession = () =>
  mockServer.use(
    http.all('/api/semi/*', ({ request }) =>
      request.headers.get('authorization') === 'Bearer new-token' ? undefined : new HttpResponse('admin session required: sign in again', { status: 401 }),
    ),
  );

// The page is lazy: its first render waits for its module, slow on a busy machine.
const loaded = { timeout: 5000 };

beforeEach(() => {
  passage = { id: 'hash#0', documentId: 'hash', title: 'Hash (#)', heading: 'What Hash is', text: 'Newer text.', questions: ['what is Hash?'], generic: false, retired: false, version: 2 };
  calls = [];
  history = [{ position: '120', actor: 'admin:admin', time: '2026-11-26T10:00:00.000Z', kind: 'edited', field: 'text', from: 'Old text.', to: 'Newer text.', undoes: null }];
  mockServer.use(
    ...adminSessionHandlers(),
    http.get('/api/semi/knowledge', () => HttpResponse.json([passage])),
    http.patch('/api/semi/knowledge/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ id: params.id, ...body });
      if (body.expectedVersion !== passage.version) {
        return new HttpResponse(`conflict: knowledge passage ${String(params.id)} was changed by someone else (now at version ${passage.version}); reload and try again`, { status: 409 });
      }
      const { expectedVersion: _version, ...changes } = body;
      for (const [field, value] of Object.entries(changes)) {
        const from = passage[field as keyof KnowledgePassage];
        if (JSON.stringify(from) !== JSON.stringify(value)) recordEdit(field, from, value);
      }
      passage = { ...passage, ...changes, version: passage.version + 1 };
      return HttpResponse.json(passage);
    }),
    http.get('/api/semi/knowledge/:id/history', () => HttpResponse.json(history)),
    http.post('/api/semi/knowledge/undo', async ({ request }) => {
      const { position, expectedVersion } = (await request.json()) as { position: string; expectedVersion?: number };
      calls.push({ undo: position, expectedVersion });
      recordEdit('text', passage.text, 'Old text.', position);
      passage = { ...passage, text: 'Old text.', version: passage.version + 1 };
      return HttpResponse.json(passage);
    }),
  );
});

describe('the Knowledge page', () => {
  it('edits a passage with its version, retires it, and undoes an edit from its history', async () => {
    const { user } = renderRoute('/image-admin/knowledge', { adminToken: 'token' });
    const card = await screen.findByTestId('knowledge-passage', {}, { timeout: 5000 });
    const text = within(card).getByLabelText(copy.text);
    await user.clear(text);
    await user.type(text, 'Hash keeps your notes.');
    await user.click(within(card).getByRole('button', { name: copy.save }));
    await waitFor(() => expect(calls).toEqual([{ id: 'hash#0', text: 'Hash keeps your notes.', questions: ['what is Hash?'], expectedVersion: 2 }]));

    await user.click(within(await screen.findByTestId('knowledge-passage')).getByRole('button', { name: copy.retire }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ id: 'hash#0', retired: true, expectedVersion: 3 }));

    await user.click(within(await screen.findByTestId('knowledge-passage')).getByRole('button', { name: copy.history }));
    await user.click((await screen.findAllByRole('button', { name: copy.undo }))[0]!);
    await waitFor(() => expect(calls.at(-1)).toEqual({ undo: '120', expectedVersion: 4 }));
  });

  it("keeps what an administrator typed when someone else changed the passage meanwhile; saving again, told so, replaces it", async () => {
    const { user } = renderRoute('/image-admin/knowledge', { adminToken: 'token' });
    const text = within(await screen.findByTestId('knowledge-passage', {}, { timeout: 5000 })).getByLabelText(copy.text);
    await user.clear(text);
    await user.type(text, 'My long new text.');
    passage = { ...passage, text: 'Their text.', version: 3 };

    await user.click(within(screen.getByTestId('knowledge-passage')).getByRole('button', { name: copy.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(copy.conflict);
    expect(within(screen.getByTestId('knowledge-passage')).getByLabelText<HTMLTextAreaElement>(copy.text).value).toBe('My long new text.');
    expect(calls).toEqual([{ id: 'hash#0', text: 'My long new text.', questions: ['what is Hash?'], expectedVersion: 2 }]);

    await user.click(within(screen.getByTestId('knowledge-passage')).getByRole('button', { name: copy.save }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ id: 'hash#0', text: 'My long new text.', questions: ['what is Hash?'], expectedVersion: 3 }));
    await waitFor(() => expect(passage).toMatchObject({ text: 'My long new text.', version: 4 }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("saves a draft over the administrator's own retire without calling it someone else's change", async () => {
    const { user } = renderRoute('/image-admin/knowledge', { adminToken: 'token' });
    const text = within(await screen.findByTestId('knowledge-passage', {}, { timeout: 5000 })).getByLabelText(copy.text);
    await user.clear(text);
    await user.type(text, 'Typed before retiring.');

    await user.click(within(screen.getByTestId('knowledge-passage')).getByRole('button', { name: copy.retire }));
    await waitFor(() => expect(calls).toEqual([{ id: 'hash#0', retired: true, expectedVersion: 2 }]));
    await screen.findByRole('button', { name: copy.restore });
    expect(within(screen.getByTestId('knowledge-passage')).getByLabelText<HTMLTextAreaElement>(copy.text).value).toBe('Typed before retiring.');

    await user.click(within(screen.getByTestId('knowledge-passage')).getByRole('button', { name: copy.save }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ id: 'hash#0', text: 'Typed before retiring.', questions: ['what is Hash?'], expectedVersion: 3 }));
    await waitFor(() => expect(passage).toMatchObject({ text: 'Typed before retiring.', retired: true, version: 4 }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a draft under the sign-in when the session has expired, reloads the passages after it, and saves the draft then', async () => {
    const { user } = renderRoute('/image-admin/knowledge', { adminToken: 'token' });
    const text = () => within(screen.getByTestId('knowledge-passage')).getByLabelText<HTMLTextAreaElement>(copy.text);
    await screen.findByTestId('knowledge-passage', {}, loaded);
    await user.clear(text());
    await user.type(text(), 'Typed before the session ended.');
    endSession();

    await user.click(within(screen.getByTestId('knowledge-passage')).getByRole('button', { name: copy.save }));
    await screen.findByRole('dialog');
    expect(text().value).toBe('Typed before the session ended.');
    passage = { ...passage, heading: 'What Hash is for' };
    await signInAgain(user, 'new-token');

    expect(await screen.findByText('Hash (#) · What Hash is for')).toBeTruthy();
    expect(text().value).toBe('Typed before the session ended.');
    await user.click(within(screen.getByTestId('knowledge-passage')).getByRole('button', { name: copy.save }));
    await waitFor(() => expect(passage).toMatchObject({ text: 'Typed before the session ended.', version: 3 }));
    expect(calls).toEqual([{ id: 'hash#0', text: 'Typed before the session ended.', questions: ['what is Hash?'], expectedVersion: 2 }]);
  });

  it('shows the new entries of an open history after an undo and after a save', async () => {
    const { user } = renderRoute('/image-admin/knowledge', { adminToken: 'token' });
    const card = await screen.findByTestId('knowledge-passage', {}, loaded);
    await user.click(within(card).getByRole('button', { name: copy.history }));
    await user.click(await within(card).findByRole('button', { name: copy.undo }));
    expect(await within(card).findByText(/\(undo of 120\)/)).toBeTruthy();
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);

    const text = within(card).getByLabelText(copy.text);
    await user.clear(text);
    await user.type(text, 'Saved with the history open.');
    await user.click(within(card).getByRole('button', { name: copy.save }));
    expect(await within(card).findByText('Saved with the history open.', { selector: 'div' })).toBeTruthy();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says so when the history cannot be loaded', async () => {
    mockServer.use(http.get('/api/semi/knowledge/:id/history', () => new HttpResponse('boom', { status: 500 })));
    const { user } = renderRoute('/image-admin/knowledge', { adminToken: 'token' });
    const card = await screen.findByTestId('knowledge-passage', {}, loaded);
    await user.click(within(card).getByRole('button', { name: copy.history }));
    expect((await within(card).findByRole('alert')).textContent).toBe(`${copy.historyFailed}500: boom`);
  });
});
