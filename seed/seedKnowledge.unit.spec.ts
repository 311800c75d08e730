import { describe, expect, it } from 'vitest';
import { KnowledgePassageAdded, knowledgePassageStream } from '../events/knowledge/events.ts';
import { knowledgePassagesProjection } from '../events/knowledge/projection.ts';
import { knowledgeBaseOf, type KnowledgePassageRow } from '../events/knowledge/queries.ts';
import { loadKnowledgeBase } from '../semi/knowledgeBase.ts';
import { seedPassagesOf } from './seedKnowledge.ts';

const metadata = { actor: 'system:seed', time: '2026-11-26T12:00:00.000Z' };

describe('the knowledge seed', () => {
  it('projects to exactly the knowledge base the markdown gives, so Semi answers as before', () => {
    const rows = seedPassagesOf().flatMap((p, index) =>
      knowledgePassagesProjection.evolve({
        ...KnowledgePassageAdded(p),
        globalPosition: BigInt(index + 1),
        streamId: knowledgePassageStream(p.passageId),
        streamVersion: 1n,
        eventId: '00000000-0000-4000-8000-000000000000',
        schemaVersion: 1,
        metadata,
      }).map((op) => {
        if (op.kind !== 'insert') throw new Error(op.kind);
        const r = op.row;
        return {
          id: r.id, documentId: r.document_id, documentKeywords: r.document_keywords, order: r.passage_order, title: r.title, page: r.page, heading: r.heading,
          text: r.text, keywords: r.keywords, questions: r.questions, generic: r.generic, retired: r.retired, version: r.version,
        } as KnowledgePassageRow;
      }),
    );
    expect(knowledgeBaseOf(rows.reverse())).toEqual(loadKnowledgeBase());
    for (const p of seedPassagesOf()) expect(() => KnowledgePassageAdded.schema.parse(p)).not.toThrow();
  });
});
