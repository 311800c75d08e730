import { isEvent } from '../store/eventType.ts';
import { insert, update, type Projection, type RowValues } from '../store/ops.ts';
import { KnowledgePassageAdded, KnowledgePassageEdited, type EditableKnowledgeFields } from './events.ts';

/** Example questions are kept as the engine reads them: joined by ' | ' (a question never holds '|'). */
export const joinQuestions = (questions: readonly string[]) => questions.join(' | ');

function columnsOf(fields: Partial<EditableKnowledgeFields>): RowValues {
  const row: RowValues = {};
  for (const [field, value] of Object.entries(fields)) row[field] = field === 'questions' ? joinQuestions(value as string[]) : value;
  return row;
}

export const knowledgePassagesProjection: Projection = {
  table: 'knowledge_passages',
  primaryKey: ['id'],
  handles: [KnowledgePassageAdded.type, KnowledgePassageEdited.type],
  evolve(event) {
    if (isEvent(event, KnowledgePassageAdded)) {
      const p = event.data;
      return [
        insert('knowledge_passages', {
          id: p.passageId,
          document_id: p.documentId,
          document_keywords: p.documentKeywords.join(', '),
          passage_order: p.order,
          ...columnsOf({ title: p.title, page: p.page, heading: p.heading, text: p.text, keywords: p.keywords, questions: p.questions, generic: p.generic, retired: p.retired }),
          version: 1,
        }),
      ];
    }
    if (isEvent(event, KnowledgePassageEdited)) {
      return [update('knowledge_passages', { id: event.data.passageId }, { set: columnsOf(event.data.changes), increment: { version: 1 } })];
    }
    return [];
  },
};
