import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { analyticsStream } from '../../events/analytics/events.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';
import { handleCommand } from '../../events/store/handleCommand.ts';
import type { EventStore } from '../../events/store/store.ts';
import { initialTeamQuestionState, teamInboxDecider } from '../../events/teamInbox/decide.ts';
import { eraseTeamQuestions, forgetTeamQuestionsByEmail } from '../../events/teamInbox/erase.ts';
import { MAX_EMAIL_LENGTH, MAX_TEAM_QUESTION_LENGTH } from '../../events/teamInbox/events.ts';
import { groupQuestions } from '../../events/teamInbox/grouping.ts';
import type { Database } from '../../prisma/database.ts';
import { notFound, parseInput } from '../errors.ts';

const email = z
  .string({ error: 'must be a string' })
  .trim()
  .max(MAX_EMAIL_LENGTH, `must be at most ${MAX_EMAIL_LENGTH} characters`)
  .transform((value) => value.toLowerCase())
  .pipe(z.union([z.literal(''), z.email('is not an email address')]));

/** What a visitor sends with "Ask the CHB team": the question, optionally an address to answer to, and the browser's session id. */
export const askTeamSchema = z
  .object({
    question: z
      .string({ error: 'must be a string' })
      .trim()
      .min(1, 'must not be empty')
      .max(MAX_TEAM_QUESTION_LENGTH, `must be at most ${MAX_TEAM_QUESTION_LENGTH} characters`),
    email: email.nullable().optional(),
    sessionId: z.string({ error: 'must be a string' }).trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
    /** The widget's id for the question, the same when it sends it again: a retry after a lost answer files it once. */
    questionId: z.uuid('is not a question id').nullish(),
  })
  .strict();
export const teamQuestionIdSchema = z.uuid('is not a question id');
export const forgetByEmailSchema = z.object({ email: email.refine((value) => value !== '', 'must not be empty') }).strict();

export interface TeamQuestionView {
  id: string;
  sessionId: string;
  question: string;
  email: string | null;
  askedAt: string;
  answeredAt: string | null;
}

/** Questions that ask the same thing, newest first; groups ordered by their newest question. */
export interface TeamQuestionGroup {
  questions: TeamQuestionView[];
}

/** How many questions the inbox lists at most (the newest). */
export const TEAM_INBOX_LIMIT = 500;

type Row = {
  id: string;
  session_id: string;
  question: string;
  email: string | null;
  asked_at: Date | string;
  answered_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();
const view = (row: Row): TeamQuestionView => ({
  id: row.id,
  sessionId: row.session_id,
  question: row.question,
  email: row.email,
  askedAt: iso(row.asked_at),
  answeredAt: row.answered_at === null ? null : iso(row.answered_at),
});

/**
 * The team inbox (README: Semi, the team inbox). A visitor's question is stored only through ask(), which
 * the widget calls on "Ask the CHB team" with the visitor's consent; the rest is the administrator's.
 */
export class TeamInboxService {
  constructor(
    private readonly store: EventStore,
    private readonly db: Database,
  ) {}

  async ask(input: unknown, metadata: EventMetadata): Promise<{ success: true; id: string }> {
    const { question, email, sessionId, questionId: given } = parseInput(askTeamSchema, input ?? {});
    const questionId = given ?? randomUUID();
    await handleCommand(
      this.store,
      analyticsStream(sessionId),
      teamInboxDecider,
      { type: 'AskTeam', questionId, sessionId, question, email: email ? email : null },
      { metadata, readState: async () => initialTeamQuestionState() },
    );
    return { success: true, id: questionId };
  }

  /** Callers check the admin scope. */
  async list(): Promise<TeamQuestionGroup[]> {
    const rows = await this.db.query<Row>(
      'SELECT id, session_id, question, email, asked_at, answered_at FROM team_questions ORDER BY asked_at DESC, id LIMIT $1',
      [TEAM_INBOX_LIMIT],
    );
    return groupQuestions(rows.map(view)).map((questions) => ({ questions }));
  }

  /**
   * Callers check the admin scope. Marking an answered question again changes nothing. Decided on the
   * visitor's stream with its version, so a delete or a forgetting that lands meanwhile (it appends to that
   * stream) makes this a 404 rather than an answer recorded for an erased question.
   */
  async markAnswered(id: unknown, metadata: EventMetadata): Promise<TeamQuestionView> {
    const row = await this.find(id);
    await handleCommand(
      this.store,
      analyticsStream(row.session_id),
      teamInboxDecider,
      { type: 'MarkTeamQuestionAnswered', questionId: row.id },
      // The visitor's page views append to the same stream in any order: decided again on such a change.
      { metadata, retries: 5 },
    );
    const current = await this.findRow(row.id);
    if (!current) throw notFound(`team question ${row.id}`);
    return view(current);
  }

  /** Callers check the admin scope. The question is erased from the log, not only hidden. */
  async delete(id: unknown, metadata: EventMetadata): Promise<{ success: true }> {
    const row = await this.find(id);
    const erased = await eraseTeamQuestions(this.db, [{ id: row.id, sessionId: row.session_id }], 'deleted', metadata, this.store.bus);
    if (!erased) throw notFound(`team question ${row.id}`);
    return { success: true };
  }

  /** Callers check the admin scope. Erases every question sent with this email address; how many went. */
  async forgetEmail(input: unknown, metadata: EventMetadata): Promise<{ questions: number }> {
    const { email } = parseInput(forgetByEmailSchema, input ?? {});
    return { questions: await forgetTeamQuestionsByEmail(this.db, email, metadata, this.store.bus) };
  }

  private async find(id: unknown): Promise<Row> {
    const questionId = parseInput(teamQuestionIdSchema, id, 'id');
    const row = await this.findRow(questionId);
    if (!row) throw notFound(`team question ${questionId}`);
    return row;
  }

  private async findRow(id: string): Promise<Row | undefined> {
    const [row] = await this.db.query<Row>('SELECT id, session_id, question, email, asked_at, answered_at FROM team_questions WHERE id = $1::uuid', [id]);
    return row;
  }
}
