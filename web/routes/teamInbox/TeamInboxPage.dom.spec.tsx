import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSessionHandlers } from '../../../tests/web/fixtures/admin.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { inboxPage as copy } from '../../content/askTeam.ts';
import type { TeamQuestion } from './inboxApi.ts';

const question = (id: string, text: string, extra: Partial<TeamQuestion> = {}): TeamQuestion => ({
  id,
  sessionId: `session_${id}`,
  question: text,
  email: null,
  askedAt: '2026-11-26T10:00:00.000Z',
  answeredAt: null,
  ...extra,
});

let groups: { questions: TeamQuestion[] }[];
let calls: string[];

beforeEach(() => {
  groups = [
    { questions: [question('a1', 'when was chb founded', { email: 'ann@example.org' }), question('a2', 'When was CHB founded?')] },
    { questions: [question('b1', 'Do you sell gift cards?')] },
  ];
  calls = [];
  mockServer.use(
    ...adminSessionHandlers(),
    http.get('/api/admin/team-questions', () => HttpResponse.json(groups)),
    http.post('/api/admin/team-questions/:id/answered', ({ params }) => {
      calls.push(`answered ${String(params.id)}`);
      groups = groups.map((group) => ({ questions: group.questions.map((q) => (q.id === params.id ? { ...q, answeredAt: '2026-11-26T11:00:00.000Z' } : q)) }));
      return HttpResponse.json(groups.flatMap((group) => group.questions).find((q) => q.id === params.id));
    }),
    http.delete('/api/admin/team-questions/:id', ({ params }) => {
      calls.push(`deleted ${String(params.id)}`);
      groups = groups.map((group) => ({ questions: group.questions.filter((q) => q.id !== params.id) })).filter((group) => group.questions.length);
      return HttpResponse.json({ success: true });
    }),
  );
});
afterEach(() => {
  Reflect.deleteProperty(window, 'confirm');
});

describe('the Inbox page', () => {
  it('lists the groups newest first, and marks a question answered and deletes one after a confirmation, by keyboard', async () => {
    const { user } = renderRoute('/image-admin/inbox', { adminToken: 'token' });
    const found = await screen.findAllByTestId('inbox-group', {}, { timeout: 5000 });
    expect(found.map((group) => within(group).getAllByRole('blockquote').map((q) => q.textContent))).toEqual([
      ['when was chb founded', 'When was CHB founded?'],
      ['Do you sell gift cards?'],
    ]);
    expect(within(found[0]!).getByRole('heading').textContent).toBe(copy.groupLabel(2));

    const [first] = within(found[0]!).getAllByRole('button', { name: copy.markAnswered });
    first!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(screen.getAllByTestId('inbox-group')[0]!).getAllByRole('button', { name: copy.markAnswered })).toHaveLength(1));
    expect(calls).toEqual(['answered a1']);

    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
    const remove = screen.getByRole('button', { name: `${copy.delete}: Do you sell gift cards?` });
    await user.click(remove);
    expect(calls).toEqual(['answered a1']);
    await user.click(remove);
    await waitFor(() => expect(screen.getAllByTestId('inbox-group')).toHaveLength(1));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(calls).toEqual(['answered a1', 'deleted b1']);
  });

  it('says when the inbox is empty', async () => {
    groups = [];
    renderRoute('/image-admin/inbox', { adminToken: 'token' });
    expect((await screen.findByText(copy.empty, {}, { timeout: 5000 })).getAttribute('role')).toBe('status');
  });

  it('offers to retry when the inbox cannot load', async () => {
    mockServer.use(http.get('/api/admin/team-questions', () => new HttpResponse('boom', { status: 500 })));
    const { user } = renderRoute('/image-admin/inbox', { adminToken: 'token' });
    await screen.findByText(copy.failed, {}, { timeout: 5000 });
    mockServer.use(http.get('/api/admin/team-questions', () => HttpResponse.json(groups)));
    await user.click(screen.getByRole('button', { name: copy.retry }));
    expect(await screen.findAllByTestId('inbox-group')).toHaveLength(2);
  });
});
