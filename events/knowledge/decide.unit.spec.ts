import { describe, expect, it } from 'vitest';
import { NotFoundError, WrongExpectedVersionError } from '../store/errors.ts';
import type { EventMetadata, NewEvent, RecordedEvent } from '../store/eventType.ts';
import { knowledgePassageDecider, type KnowledgeCommand } from './decide.ts';
import { KnowledgePassageAdded, KnowledgePassageEdited, knowledgePassageStream, type KnowledgePassageData } from './events.ts';

const metadata: EventMetadata = { actor: 'admin:admin', time: '2026-11-26T12:00:00.000Z' };
const passage: KnowledgePassageData = {
  passageId: 'hash#0',
  documentId: 'hash',
  documentKeywords: ['hash'],
  order: 0,
  title: 'Hash (#)',
  page: '/products',
  heading: 'What Hash is',
  text: "Hash (#) is CHB's tool for capturing and organising notes.",
  keywords: 'hash, note-taking',
  questions: ['what is Hash?', 'tell me about Hash'],
  generic: false,
  retired: false,
};
const passageId = passage.passageId;

function recordedOf(events: NewEvent[]): RecordedEvent[] {
  return events.map((event, index) => ({
    ...event,
    globalPosition: BigInt(100 + index),
    streamId: knowledgePassageStream(passageId),
    streamVersion: BigInt(index + 1),
    eventId: `00000000-0000-4000-8000-00000000000${index}`,
    schemaVersion: 1,
    metadata,
  }));
}

function given(...events: NewEvent[]) {
  const state = recordedOf(events).reduce(knowledgePassageDecider.evolve, knowledgePassageDecider.initialState());
  return { when: (command: KnowledgeCommand) => knowledgePassageDecider.decide(command, state, metadata.time) };
}

const added = KnowledgePassageAdded(passage);

describe('a knowledge passage', () => {
  it('records only the fields an edit changes, with what they held', () => {
    expect(given(added).when({ type: 'EditKnowledgePassage', passageId, changes: { text: 'New text.', generic: passage.generic } })).toEqual([
      KnowledgePassageEdited({ passageId, changes: { text: 'New text.' }, previous: { text: passage.text } }),
    ]);
    expect(given(added).when({ type: 'EditKnowledgePassage', passageId, changes: { questions: passage.questions } })).toEqual([]);
  });

  it('undoes an edit with a new edit restoring the earlier text, naming the edit it undid', () => {
    const edited = KnowledgePassageEdited({ passageId, changes: { text: 'New text.', retired: true }, previous: { text: passage.text, retired: false } });
    expect(given(added, edited).when({ type: 'UndoKnowledgeEdit', passageId, position: 101n })).toEqual([
      KnowledgePassageEdited({ passageId, changes: { text: passage.text, retired: false }, previous: { text: 'New text.', retired: true }, undoes: '101' }),
    ]);
    expect(given(added, edited).when({ type: 'UndoKnowledgeEdit', passageId, position: 100n })).toEqual(new NotFoundError('knowledge edit 100'));
  });

  it('refuses a command based on another version than the stream holds, and one for a passage that does not exist', () => {
    const edited = KnowledgePassageEdited({ passageId, changes: { text: 'Theirs.' }, previous: { text: passage.text } });
    expect(given(added, edited).when({ type: 'EditKnowledgePassage', passageId, changes: { text: 'Mine.' }, expectedVersion: 1n })).toEqual(
      new WrongExpectedVersionError(knowledgePassageStream(passageId), 1n, 2n),
    );
    expect(given().when({ type: 'EditKnowledgePassage', passageId, changes: { text: 'x' } })).toEqual(new NotFoundError(`knowledge passage ${passageId}`));
  });
});
