import type { Database } from '../../prisma/database.ts';
import type { KnowledgeBase, KnowledgeDocument, Passage } from '../../semi/knowledgeBase.ts';

/** A passage as the read model (knowledge_passages) holds it. */
export type KnowledgePassageRow = {
  id: string;
  documentId: string;
  documentKeywords: string;
  order: number;
  title: string;
  page: string;
  heading: string;
  text: string;
  keywords: string;
  /** Joined by ' | '. */
  questions: string;
  generic: boolean;
  retired: boolean;
  version: number;
};

const SELECT = `SELECT id, document_id AS "documentId", document_keywords AS "documentKeywords", passage_order AS "order", title, page, heading,
  text, keywords, questions, generic, retired, version FROM knowledge_passages`;

/** Documents in the order the markdown files sort (by file name), passages by their order within it. */
function inSeedOrder(a: KnowledgePassageRow, b: KnowledgePassageRow): number {
  const [fa, fb] = [`${a.documentId}.md`, `${b.documentId}.md`];
  if (fa !== fb) return fa < fb ? -1 : 1;
  return a.order - b.order;
}

/** Every passage, retired ones too, in the knowledge base's order. */
export async function readKnowledgePassages(db: Database): Promise<KnowledgePassageRow[]> {
  const rows = await db.query<KnowledgePassageRow>(SELECT);
  return rows.map((row) => ({ ...row, order: Number(row.order), version: Number(row.version) })).sort(inSeedOrder);
}

export async function readKnowledgePassage(db: Database, id: string): Promise<KnowledgePassageRow | undefined> {
  const [row] = await db.query<KnowledgePassageRow>(`${SELECT} WHERE id = $1`, [id]);
  return row && { ...row, order: Number(row.order), version: Number(row.version) };
}

export const splitQuestions = (questions: string): string[] =>
  questions
    .split('|')
    .map((question) => question.trim())
    .filter(Boolean);

/** What Semi answers from: the passages not retired, as the markdown parser would give them. */
export function knowledgeBaseOf(rows: readonly KnowledgePassageRow[]): KnowledgeBase {
  const live = rows.filter((row) => !row.retired).sort(inSeedOrder);
  const documents = new Map<string, KnowledgeDocument>();
  const passages: Passage[] = [];
  for (const row of live) {
    if (!documents.has(row.documentId)) {
      const keywords = row.documentKeywords.split(',').map((k) => k.trim()).filter(Boolean);
      documents.set(row.documentId, { id: row.documentId, title: row.title, page: row.page, keywords });
    }
    passages.push({
      id: row.id,
      docId: row.documentId,
      title: row.title,
      page: row.page,
      heading: row.heading,
      text: row.text,
      keywords: row.keywords,
      questions: row.questions,
      order: row.order,
      generic: row.generic,
    });
  }
  return { documents: [...documents.values()], passages };
}
