import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminSessionHandlers } from '../../../tests/web/fixtures/admin.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { knowledgePage as copy } from '../../content/knowledgeAdmin.ts';
import type { KnowledgeChange, KnowledgePassage } from './knowledgeApi.ts';

let passage: KnowledgePassage;
let calls: unknown[];
const history: KnowledgeChange[] = [
  { position: '120', actor: 'admin:admin', time: '2026-11-26T10:00:00.000Z', kind: 'edited', field: 'text', from: 'Old text.', to: 'Newer text.', undoes: null },
];

beforeEach(() => {
  passage = { id: 'hash#0', documentId: 'hash', title: 'Hash (#)', heading: 'What Hash is', text: 'Newer text.', questions: ['what is Hash?'], generic: false, retired: false, version: 2 };
  calls = [];
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
      passage = { ...passage, ...changes, version: passage.version + 1 };
      return HttpResponse.json(passage);
    }),
    http.get('/api/semi/knowledge/:id/history', () => HttpResponse.json(history)),
    http.post('/api/semi/knowledge/undo', async ({ request }) => {
      const { position, expectedVersion } = (await request.json()) as { position: string; expectedVersion?: number };
      calls.push({ undo: position, expectedVersion });
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
    await user.click(await screen.findByRole('button', { name: copy.undo }));
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
});
