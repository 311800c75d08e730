import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSessionHandlers } from '../../../tests/web/fixtures/admin.ts';
import { mockServer } from '../../../tests/web/mswServer.ts';
import { renderRoute } from '../../../tests/web/renderRoute.tsx';
import { signInAgain } from '../../../tests/web/signInAgain.ts';
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

  it('adds a question as a new passage, by keyboard, and marks its group answered', async () => {
    const posted: unknown[] = [];
    mockServer.use(
      http.post('/api/semi/knowledge', async ({ request }) => {
        const body = await request.json();
        posted.push(body);
        return HttpResponse.json({ id: 'office-dog#0', title: 'Office dog', version: 1 }, { status: 201 });
      }),
    );
    const { user } = renderRoute('/image-admin/inbox', { adminToken: 'token' });
    const [group] = await screen.findAllByTestId('inbox-group', {}, { timeout: 5000 });
    within(group!).getByRole('button', { name: copy.addAsPassage }).focus();
    await user.keyboard('{Enter}');
    const form = within(group!).getByRole('form', { name: copy.addAsPassage });
    await user.keyboard('{Enter}'); // nothing filled in: the error, nothing sent
    expect((await within(form).findByRole('alert')).textContent).toBe(copy.needFields);
    expect(posted).toEqual([]);
    await user.type(within(form).getByLabelText(copy.passageTitle), 'Office dog');
    await user.tab();
    await user.keyboard('/contact');
    await user.tab();
    await user.keyboard('The office dog is called Biscuit.');
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls).toEqual(['answered a1', 'answered a2']));
    expect(posted).toEqual([
      { documentId: 'office-dog', title: 'Office dog', page: '/contact', heading: 'Office dog', text: 'The office dog is called Biscuit.', questions: ['when was chb founded'] },
    ]);
    expect(await screen.findByText(copy.added('Office dog'))).toBeTruthy();
  });

  it('adds a question to an existing passage with its version, and says so when the passage changed meanwhile', async () => {
    const patched: unknown[] = [];
    let status = 409;
    const passage = { id: 'company#2', documentId: 'company', title: 'Company', heading: 'History', text: 'Founded in 2020.', questions: ['when did chb start'], generic: false, retired: false, version: 4 };
    mockServer.use(
      http.get('/api/semi/knowledge', () => HttpResponse.json([passage, { ...passage, id: 'old#0', title: 'Old', retired: true }])),
      http.patch('/api/semi/knowledge/:id', async ({ request, params }) => {
        patched.push({ id: params.id, ...((await request.json()) as object) });
        return status === 409 ? new HttpResponse('the passage changed', { status }) : HttpResponse.json({ ...passage, version: 5 });
      }),
    );
    const { user } = renderRoute('/image-admin/inbox', { adminToken: 'token' });
    const [, group] = await screen.findAllByTestId('inbox-group', {}, { timeout: 5000 });
    await user.click(within(group!).getByRole('button', { name: copy.addToPassage }));
    const select = await within(group!).findByLabelText(copy.pickPassage);
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([copy.pickPassagePlaceholder, 'Company · History']);
    await user.selectOptions(select, 'company#2');
    await user.click(within(group!).getByRole('button', { name: copy.save }));
    expect((await within(group!).findByRole('alert')).textContent).toBe(copy.conflict);
    expect(calls).toEqual([]);

    status = 200;
    await user.selectOptions(await within(group!).findByLabelText(copy.pickPassage), 'company#2');
    await user.click(within(group!).getByRole('button', { name: copy.save }));
    await waitFor(() => expect(calls).toEqual(['answered b1']));
    const sent = { id: 'company#2', questions: ['when did chb start', 'Do you sell gift cards?'], expectedVersion: 4 };
    expect(patched).toEqual([sent, sent]);
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

  it('keeps the questions and a passage being written under the sign-in when the session has expired, and reloads them after it', async () => {
    const { user } = renderRoute('/image-admin/inbox', { adminToken: 'token' });
    const [group] = await screen.findAllByTestId('inbox-group', {}, { timeout: 5000 });
    await user.click(within(group!).getByRole('button', { name: copy.addAsPassage }));
    const title = () => within(screen.getAllByTestId('inbox-group')[0]!).getByLabelText<HTMLInputElement>(copy.passageTitle);
    await user.type(title(), 'Office dog');
    // The session 'token' ends: its requests are refused until the administrator signs in as 'new-token'.
    mockServer.use(
      http.all(/\/api\/admin\/team-questions/, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-token' ? undefined : new HttpResponse('admin session required: sign in again', { status: 401 }),
      ),
    );

    await user.click(within(group!).getAllByRole('button', { name: copy.markAnswered })[0]!);
    await screen.findByRole('dialog');
    expect(screen.getAllByTestId('inbox-group')).toHaveLength(2);
    expect(title().value).toBe('Office dog');
    groups = [...groups, { questions: [question('c1', 'Is there parking?')] }];
    await signInAgain(user, 'new-token');

    expect(await screen.findByText('Is there parking?')).toBeTruthy();
    expect(title().value).toBe('Office dog');
    await user.click(within(screen.getAllByTestId('inbox-group')[0]!).getAllByRole('button', { name: copy.markAnswered })[0]!);
    await waitFor(() => expect(calls).toEqual(['answered a1']));
  });
});

describe('focus on the Inbox page after an action took its button away', () => {
  const deleteButton = (text: string) => screen.getByRole('button', { name: `${copy.delete}: ${text}` });
  /** The question's text, which takes focus when its own button went away. */
  const questionText = (text: string) => screen.getByText(text, { selector: 'blockquote' });

  it('stays on a question marked answered, and moves to the next question, else the previous one, else the heading, after a deletion', async () => {
    Object.defineProperty(window, 'confirm', { value: vi.fn(() => true), configurable: true, writable: true });
    const { user } = renderRoute('/image-admin/inbox', { adminToken: 'token' });
    const [, second] = await screen.findAllByTestId('inbox-group', {}, { timeout: 5000 });

    await user.click(within(second!).getByRole('button', { name: copy.markAnswered }));
    await waitFor(() => expect(within(screen.getAllByTestId('inbox-group')[1]!).queryByRole('button', { name: copy.markAnswered })).toBeNull());
    expect(document.activeElement).toBe(questionText('Do you sell gift cards?'));

    await user.click(deleteButton('when was chb founded'));
    await waitFor(() => expect(screen.queryByText('when was chb founded')).toBeNull());
    expect(document.activeElement).toBe(questionText('When was CHB founded?'));

    await user.click(deleteButton('Do you sell gift cards?'));
    await waitFor(() => expect(screen.queryByText('Do you sell gift cards?')).toBeNull());
    expect(document.activeElement).toBe(questionText('When was CHB founded?'));

    await user.click(deleteButton('When was CHB founded?'));
    expect(await screen.findByText(copy.empty)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: copy.title }));
    expect(calls).toEqual(['answered b1', 'deleted a1', 'deleted b1', 'deleted a2']);
  });
});
