import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compactAnalytics } from '../../events/analytics/retention.ts';
import { registry } from '../../events/registry.ts';
import { databaseKinds } from '../support/databases.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const UNKNOWN_QUESTION = 'what is the airspeed velocity of an unladen swallow zq7';
const LIST = `{ teamQuestions { questions { id sessionId question email answeredAt } } }`;
const FORGET_VISITOR = `mutation ($sessionId: String!) { forgetVisitor(sessionId: $sessionId) { visits events } }`;

type Question = { id: string; sessionId: string; question: string; email: string | null; answeredAt: string | null };

describe.each(databaseKinds)('the team inbox on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = { authorization: `Bearer ${await t.login()}` };
  });
  afterAll(() => t.close());

  const ask = (payload: Record<string, unknown>) => t.server.inject({ method: 'POST', url: '/api/semi/team-questions', payload });
  const list = async (): Promise<Question[][]> => {
    const response = await t.server.inject({ method: 'GET', url: '/api/admin/team-questions', headers: admin });
    expect(response.statusCode).toBe(200);
    return (response.json() as { questions: Question[] }[]).map((group) => group.questions);
  };
  /** Rows anywhere (the log, streams, every read model) whose text contains `needle`. */
  const traces = async (needle: string, like = 'ILIKE') => {
    let n = 0;
    for (const table of ['events', 'streams', ...registry.tables.names]) {
      const [row] = await t.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" t WHERE t::text ${like} $1`, [`%${needle}%`]);
      n += row!.n;
    }
    return n;
  };
  const inboxEvents = async () =>
    (await t.eventCount('TeamQuestionAsked')) + (await t.eventCount('TeamQuestionAnswered')) + (await t.eventCount('TeamQuestionDeleted'));

  it('stores nothing of a question put to Semi alone: only the ask sends it to the inbox', async () => {
    const events = await t.eventCount();
    const chat = await t.server.inject({ method: 'POST', url: '/api/semi/chat', payload: { question: UNKNOWN_QUESTION } });
    expect(chat.statusCode).toBe(200);
    expect(chat.json().unknown).toBe(true);
    expect(await t.eventCount()).toBe(events + 1);
    expect(await t.eventCount('ChatQuestionAnswered')).toBe(1);
    expect(await inboxEvents()).toBe(0);
    expect(await traces('unladen swallow')).toBe(0);
  });

  it('refuses bad input with a 400 naming the field, and appends nothing', async () => {
    const events = await t.eventCount();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ question: '   ', sessionId: 's1' }, /question: must not be empty/],
      [{ question: 'x'.repeat(501), sessionId: 's1' }, /question: must be at most 500 characters/],
      [{ question: 'hello?', email: 'not-an-address', sessionId: 's1' }, /email: is not an email address/],
      [{ question: 'hello?' }, /sessionId/],
      [{ question: 'hello?', sessionId: 's1', name: 'Ann' }, /name/],
      [{ question: 'hello?', sessionId: 's1', questionId: 'question-1' }, /questionId: is not a question id/],
    ];
    for (const [payload, message] of cases) {
      const response = await ask(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toMatch(message);
    }
    const graphql = await t.graphql(`mutation { askTeam(question: "hi?", email: "nope", sessionId: "s1") { id } }`);
    expect(graphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await t.eventCount()).toBe(events);
  });

  it('shows the administrator the questions newest first, grouped by what they ask; visitors cannot list them', async () => {
    expect((await ask({ question: UNKNOWN_QUESTION, sessionId: 'visitor-a', email: 'Ann@Example.org' })).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await ask({ question: 'When was CHB founded?', sessionId: 'visitor-b', email: '' })).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const viaGraphql = await t.graphql(`mutation { askTeam(question: "when was chb founded", sessionId: "visitor-c") { success id } }`);
    expect(viaGraphql.errors).toBeUndefined();

    expect((await t.server.inject({ method: 'GET', url: '/api/admin/team-questions' })).statusCode).toBe(401);
    expect((await t.graphql(LIST)).errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);

    const groups = await list();
    expect(groups.map((group) => group.map((q) => q.question))).toEqual([['when was chb founded', 'When was CHB founded?'], [UNKNOWN_QUESTION]]);
    expect(groups[1]![0]).toMatchObject({ sessionId: 'visitor-a', email: 'ann@example.org', answeredAt: null });
    expect(groups[0]![1]!.email).toBeNull();
    const viaQuery = await t.graphql(LIST, {}, admin);
    expect(viaQuery.errors).toBeUndefined();
    expect((viaQuery.data!.teamQuestions as unknown[]).length).toBe(2);
  });

  it('lets the administrator mark a question answered and delete one, which erases it from the log', async () => {
    const [newest, older] = (await list())[0]!;
    const answered = await t.server.inject({ method: 'POST', url: `/api/admin/team-questions/${older!.id}/answered`, headers: admin });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().answeredAt).toEqual(expect.any(String));
    const again = await t.graphql(`mutation ($id: ID!) { markTeamQuestionAnswered(id: $id) { answeredAt } }`, { id: older!.id }, admin);
    expect(again.errors).toBeUndefined();
    expect(await t.eventCount('TeamQuestionAnswered')).toBe(1);
    expect((await t.server.inject({ method: 'POST', url: `/api/admin/team-questions/${older!.id}/answered` })).statusCode).toBe(401);

    const deleted = await t.server.inject({ method: 'DELETE', url: `/api/admin/team-questions/${newest!.id}`, headers: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await t.server.inject({ method: 'DELETE', url: `/api/admin/team-questions/${newest!.id}`, headers: admin })).statusCode).toBe(404);
    expect((await t.server.inject({ method: 'DELETE', url: '/api/admin/team-questions/not-a-uuid', headers: admin })).statusCode).toBe(400);
    expect((await list()).flat().map((q) => q.id)).not.toContain(newest!.id);
    // Erased in the log, not only hidden: its text is nowhere (the other wording, 'When was CHB founded?', stays).
    expect(await traces('when was chb founded', 'LIKE')).toBe(0);
    expect(await traces('When was CHB founded?', 'LIKE')).toBe(2);
    expect(await t.eventCount('TeamQuestionDeleted')).toBe(1);
  });

  it("removes a visitor's questions when they are forgotten by session or by email address, and with their session at retention", async () => {
    expect((await ask({ question: 'Do you sell gift cards?', sessionId: 'visitor-d' })).statusCode).toBe(201);
    expect((await ask({ question: 'Is there a student discount?', sessionId: 'visitor-e' })).statusCode).toBe(201);

    const forgotten = await t.graphql(FORGET_VISITOR, { sessionId: 'visitor-d' }, admin);
    expect(forgotten.errors).toBeUndefined();
    expect(await traces('gift cards')).toBe(0);

    const byEmail = await t.graphql(`mutation { forgetTeamQuestionsByEmail(email: "ANN@example.org") }`, {}, admin);
    expect(byEmail.data?.forgetTeamQuestionsByEmail).toBe(1);
    expect(await traces('unladen swallow')).toBe(0);
    expect(await traces('ann@example.org')).toBe(0);

    await compactAnalytics(t.app.db, { retentionDays: 30, now: new Date(Date.now() + 40 * 86_400_000) });
    expect(await traces('student discount')).toBe(0);
    expect(await list()).toEqual([]);
  });

  it('files a question sent again with the id it was first sent with (a retry after a lost answer) once', async () => {
    const questionId = '0b9a4a6e-58c4-4c1e-9a40-7a2b8b1f0c11';
    const payload = { question: 'Do you ship the workshop kits abroad?', sessionId: 'visitor-retry', questionId };
    const first = await ask(payload);
    const events = await t.eventCount();
    const again = await ask(payload);
    const overGraphql = await t.graphql(`mutation($id: ID) { askTeam(question: "Do you ship the workshop kits abroad?", sessionId: "visitor-retry", questionId: $id) { id } }`, { id: questionId });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect([first.json().id, again.json().id, (overGraphql.data?.askTeam as { id: string }).id]).toEqual([questionId, questionId, questionId]);
    expect(await t.eventCount()).toBe(events);
    expect((await list()).flat().filter((question) => question.sessionId === 'visitor-retry')).toHaveLength(1);
  });

  it('answers 404 and appends nothing when the question is deleted while it is being marked answered', async () => {
    const asked = await ask({ question: 'Can I pay by invoice?', sessionId: 'visitor-f' });
    expect(asked.statusCode).toBe(201);
    const { id } = asked.json() as { id: string };
    const answeredBefore = await t.eventCount('TeamQuestionAnswered');

    // Another administrator's delete lands just after this request has looked the question up.
    const query = t.app.db.query.bind(t.app.db);
    let deleted: number | undefined;
    const lookups = vi.spyOn(t.app.db, 'query').mockImplementation(async (text: string, params?: readonly unknown[]) => {
      const rows = await query(text, params);
      if (deleted === undefined && text.includes('FROM team_questions WHERE id')) {
        deleted = 0;
        deleted = (await t.server.inject({ method: 'DELETE', url: `/api/admin/team-questions/${id}`, headers: admin })).statusCode;
      }
      return rows as never;
    });
    const answered = await t.server.inject({ method: 'POST', url: `/api/admin/team-questions/${id}/answered`, headers: admin }).finally(() => lookups.mockRestore());

    expect(deleted).toBe(200);
    expect(answered.statusCode).toBe(404);
    expect(answered.body).toMatch(/team question .* not found/);
    expect(await t.eventCount('TeamQuestionAnswered')).toBe(answeredBefore);
    expect((await list()).flat().map((q) => q.id)).not.toContain(id);
  });
});
