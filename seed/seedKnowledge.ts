import { KnowledgePassageAdded, knowledgePassageStream, type KnowledgePassageData } from '../events/knowledge/events.ts';
import type { EventStore } from '../events/store/store.ts';
import { loadKnowledgeBase, type KnowledgeBase } from '../semi/knowledgeBase.ts';
import { seedEventId } from './seedCatalog.ts';

/** The markdown knowledge base (semi/knowledge/*.md) as the passages the log records. */
export function seedPassagesOf(kb: KnowledgeBase = loadKnowledgeBase()): KnowledgePassageData[] {
  const documents = new Map(kb.documents.map((document) => [document.id, document]));
  return kb.passages.map((passage) => ({
    passageId: passage.id,
    documentId: passage.docId,
    documentKeywords: documents.get(passage.docId)?.keywords ?? [],
    order: passage.order,
    title: passage.title,
    page: passage.page,
    heading: passage.heading,
    text: passage.text,
    keywords: passage.keywords,
    questions: passage.questions
      .split('|')
      .map((question) => question.trim())
      .filter(Boolean),
    generic: passage.generic,
    retired: false,
  }));
}

/**
 * Appends Semi's knowledge from the markdown when the log holds none (the first start, also of a site
 * whose log began before the knowledge was events). The markdown stays the seed: later starts append
 * nothing, whatever it says then. Stable event ids make a repeated or concurrent seed an idempotent retry.
 * Returns the number of events appended.
 */
export async function seedKnowledge(store: EventStore, time: string): Promise<number> {
  if ((await store.readAll({ types: [KnowledgePassageAdded.type], limit: 1 })).length) return 0;
  const metadata = { actor: 'system:seed', requestId: 'seed-knowledge', time };
  const appends = seedPassagesOf().map((passage) => ({
    streamId: knowledgePassageStream(passage.passageId),
    expectedVersion: 0n,
    events: [KnowledgePassageAdded(passage, seedEventId(`knowledge:${passage.passageId}`))],
  }));
  const results = await store.appendAll(appends, metadata);
  return results.reduce((count, result) => count + result.events.length, 0);
}
