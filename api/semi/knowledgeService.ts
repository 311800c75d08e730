import { addKnowledgePassage, editKnowledgePassage, undoKnowledgeEdit } from '../../events/knowledge/commands.ts';
import { knowledgePassageHistory, type KnowledgeHistoryEntry } from '../../events/knowledge/history.ts';
import { readKnowledgePassage, readKnowledgePassages, splitQuestions, type KnowledgePassageRow } from '../../events/knowledge/queries.ts';
import { AlreadyExistsError, WrongExpectedVersionError } from '../../events/store/errors.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';
import type { EventStore } from '../../events/store/store.ts';
import type { Database } from '../../prisma/database.ts';
import { notFound, parseInput, UserError } from '../errors.ts';
import { expectedVersionSchema, positionSchema } from '../images/inputs.ts';
import { addKnowledgePassageSchema, editKnowledgePassageSchema, knowledgePassageIdInput } from './knowledgeInputs.ts';

/** A passage as GraphQL and REST give it: the example questions as a list. */
export interface KnowledgePassageView {
  id: string;
  documentId: string;
  order: number;
  title: string;
  page: string;
  heading: string;
  text: string;
  keywords: string;
  questions: string[];
  generic: boolean;
  retired: boolean;
  version: number;
}

/** How many numbers after the first an add tries when others take them meanwhile. */
const MAX_NUMBERING_ATTEMPTS = 10;

const viewOf = (row: KnowledgePassageRow): KnowledgePassageView => ({
  id: row.id,
  documentId: row.documentId,
  order: row.order,
  title: row.title,
  page: row.page,
  heading: row.heading,
  text: row.text,
  keywords: row.keywords,
  questions: splitQuestions(row.questions),
  generic: row.generic,
  retired: row.retired,
  version: row.version,
});

/** One changed field of the history, its values as text (example questions joined by ' | '). */
export interface KnowledgeChangeView {
  position: string;
  actor: string;
  time: string;
  kind: 'added' | 'edited';
  field: string;
  from: string | null;
  to: string | null;
  undoes: string | null;
}

const asText = (value: unknown): string | null => (value == null ? null : Array.isArray(value) ? value.join(' | ') : String(value));

const changeViewOf = (entry: KnowledgeHistoryEntry): KnowledgeChangeView => ({
  position: String(entry.position),
  actor: entry.actor,
  time: entry.time,
  kind: entry.kind,
  field: entry.field,
  from: asText(entry.from),
  to: asText(entry.to),
  undoes: entry.undoes,
});

/**
 * Semi's knowledge for administrators: passages and their example questions as events
 * (events/knowledge/), read from the knowledge_passages read model. Every process's Semi follows the
 * log and answers from the new text (ChatService.followKnowledge).
 */
export class KnowledgeService {
  constructor(
    private readonly store: EventStore,
    private readonly db: Database,
  ) {}

  async list(includeRetired = false): Promise<KnowledgePassageView[]> {
    return (await readKnowledgePassages(this.db)).filter((row) => includeRetired || !row.retired).map(viewOf);
  }

  async get(id: unknown): Promise<KnowledgePassageView> {
    const passageId = parseInput(knowledgePassageIdInput, id, 'id');
    const row = await readKnowledgePassage(this.db, passageId);
    if (!row) throw notFound(`knowledge passage ${passageId}`);
    return viewOf(row);
  }

  /** A new passage, numbered after its document's last one. */
  async add(input: unknown, metadata: EventMetadata): Promise<KnowledgePassageView> {
    const fields = parseInput(addKnowledgePassageSchema, input, 'input');
    const siblings = (await readKnowledgePassages(this.db)).filter((row) => row.documentId === fields.documentId);
    const first = siblings[0];
    const title = fields.title ?? first?.title;
    const page = fields.page ?? first?.page;
    if (!title || !page) {
      throw new UserError(400, `document ${fields.documentId} is new: give its title and page`, [
        ...(title ? [] : [{ path: 'input.title', message: 'required for a new document' }]),
        ...(page ? [] : [{ path: 'input.page', message: 'required for a new document' }]),
      ]);
    }
    const documentKeywords = first ? first.documentKeywords.split(',').map((k) => k.trim()).filter(Boolean) : [];
    const keywords = [...new Set([...documentKeywords, ...fields.keywords.split(',').map((k) => k.trim().toLowerCase())].filter(Boolean))].join(', ');
    // Another add to the same document (or one the read model does not show yet) may take the number first:
    // the next number is tried, so neither administrator's passage is refused.
    for (let order = siblings.reduce((max, row) => Math.max(max, row.order + 1), 0), attempt = 0; ; order++, attempt++) {
      const passageId = `${fields.documentId}#${order}`;
      try {
        await addKnowledgePassage(
          this.store,
          { passageId, documentId: fields.documentId, documentKeywords, order, title, page, heading: fields.heading, text: fields.text, keywords, questions: fields.questions, generic: fields.generic, retired: false },
          metadata,
        );
        return this.get(passageId);
      } catch (error) {
        const numberTaken = error instanceof AlreadyExistsError || error instanceof WrongExpectedVersionError;
        if (!numberTaken || attempt >= MAX_NUMBERING_ATTEMPTS) throw error;
      }
    }
  }

  /** Records only the fields that change. With an expected version a stale edit is a conflict (409, nothing appended). */
  async edit(id: unknown, input: unknown, metadata: EventMetadata, expectedVersion?: unknown): Promise<KnowledgePassageView> {
    const passageId = parseInput(knowledgePassageIdInput, id, 'id');
    const changes = parseInput(editKnowledgePassageSchema, input, 'input');
    const version = parseInput(expectedVersionSchema, expectedVersion, 'expectedVersion');
    await editKnowledgePassage(this.store, passageId, changes, version == null ? undefined : BigInt(version), metadata);
    return this.get(passageId);
  }

  /** Undoes the edit at a global position: a new edit restoring the text it replaced. */
  async undo(position: unknown, metadata: EventMetadata, expectedVersion?: unknown): Promise<KnowledgePassageView> {
    const at = parseInput(positionSchema, position, 'position');
    const version = parseInput(expectedVersionSchema, expectedVersion, 'expectedVersion');
    const { passageId } = await undoKnowledgeEdit(this.store, at, version == null ? undefined : BigInt(version), metadata);
    return this.get(passageId);
  }

  async history(id: unknown): Promise<KnowledgeChangeView[]> {
    const passageId = parseInput(knowledgePassageIdInput, id, 'id');
    const entries = await knowledgePassageHistory(this.store, passageId);
    if (!entries.length) throw notFound(`knowledge passage ${passageId}`);
    return entries.map(changeViewOf);
  }
}
