/**
 * Semi, the site's chat assistant: answers visitors' questions from the local knowledge base only.
 * Everything is built once in `createSemi`; `answer()` never throws. A message is read for small talk
 * first (intents.ts), then for follow-ups (conversation.ts); the passages that answer it are selected
 * by words and meaning (selection.ts) and composed into the answer (composition.ts). Every threshold
 * and weight is in tuning.ts.
 */
import { REPLIES, composeAnswer, reply, type SemiAnswer } from './composition.ts';
import { resolveFollowUp, type ChatTurn, type Reading } from './conversation.ts';
import { byWording, smallTalkIn } from './intents.ts';
import { DEFAULT_KNOWLEDGE_DIR, loadKnowledgeBase } from './knowledgeBase.ts';
import { productNamedIn } from './outOfScope.ts';
import { createRetriever } from './retriever.ts';
import { createSelector } from './selection.ts';
import { createSemanticIndex, type SemanticIndex, type SemanticIndexOptions, type SemanticRanking } from './semanticIndex.ts';
import { MAX_INPUT_CHARS, PRODUCT_DETAIL_LEFT_OUT_MARGIN } from './tuning.ts';

export interface Semi {
  /** Answers `question`; `history` (the conversation's earlier turns, oldest first) resolves follow-ups. */
  answer(question: string, history?: readonly ChatTurn[]): Promise<SemiAnswer>;
}

export interface SemiOptions extends SemanticIndexOptions {
  knowledgeDir?: string;
  /** False answers by words alone, without the sentence encoder (the benchmark's baseline). Default true. */
  byMeaning?: boolean;
}

const NOTHING_BY_MEANING: SemanticIndex = { rank: async () => ({ passages: [], outOfScope: 0 }), beyondProduct: async () => undefined };

export function createSemi(options: SemiOptions = {}): Semi {
  const kb = loadKnowledgeBase(options.knowledgeDir ?? DEFAULT_KNOWLEDGE_DIR);
  const meaning = options.byMeaning === false ? NOTHING_BY_MEANING : createSemanticIndex(kb.passages, options);
  const entities = new Map<string, string[]>();
  for (const document of kb.documents) for (const keyword of document.keywords) entities.set(keyword, [...(entities.get(keyword) ?? []), document.id]);
  const retriever = createRetriever(kb.passages, { entities });
  const select = createSelector(retriever, kb.passages);

  /**
   * The answer from the first reading that the knowledge base answers, or the fallback. `asked` is the
   * ranking of the message itself, already made: a reading that is the message alone reuses it.
   */
  async function answerFromKnowledge(readings: readonly Reading[], asked: { text: string; ranking: SemanticRanking }): Promise<SemiAnswer> {
    for (const reading of readings) {
      const ranking = reading.query === asked.text && !reading.documents ? asked.ranking : await meaning.rank(reading.query, reading.documents);
      const answered = answerReading(reading, ranking);
      if (answered) return answered;
    }
    return reply('unknown', REPLIES.unknown);
  }

  function answerReading(reading: Reading, closest: SemanticRanking): SemiAnswer | undefined {
    const { selected, terms, asksForAll } = select(reading, closest);
    if (selected.length === 0) return undefined;
    return composeAnswer(selected, terms.map((t) => t.term), asksForAll);
  }

  async function answer(question: string, history: readonly ChatTurn[] = []): Promise<SemiAnswer> {
    try {
      const read = byWording(clean(question), retriever);
      if ('reply' in read) return read.reply;
      const text = read.question;

      const ranking = await meaning.rank(text);
      const talk = smallTalkIn(ranking);
      if (talk) return talk;

      const product = productNamedIn(text);
      if (product && ((await meaning.beyondProduct(text, product)) ?? -1) >= PRODUCT_DETAIL_LEFT_OUT_MARGIN) return reply('unknown', REPLIES.unknown);

      const earlier = history.map((turn) => ({ role: turn.role, content: clean(turn.content) }));
      return await answerFromKnowledge(resolveFollowUp(text, earlier, retriever), { text, ranking });
    } catch {
      // Never let a malformed question break the chat.
      return reply('unknown', REPLIES.unknown);
    }
  }

  return { answer };
}

function clean(text: unknown): string {
  return (typeof text === 'string' ? text : String(text ?? ''))
    .slice(0, MAX_INPUT_CHARS)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
