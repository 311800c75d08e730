/**
 * Semi, the site's chat assistant: answers visitors' questions from the local knowledge base only.
 * Everything is built once in `createSemi`; `answer()` never throws. A message is read for small talk
 * first (intents.ts), then for follow-ups (conversation.ts); the passages that answer it are selected
 * by words and meaning (selection.ts) and composed into the answer (composition.ts); the confidence
 * model (confidence.ts) says whether that answer is sure enough to give, or Semi says it does not know.
 * Every hand-set threshold and weight is in tuning.ts.
 */
import { REPLIES, composeAnswer, reply, type SemiAnswer } from './composition.ts';
import { confidenceOf, featuresOf, loadConfidenceModel, type ConfidenceModel, type Features } from './confidence.ts';
import { resolveFollowUp, type ChatTurn, type Reading } from './conversation.ts';
import { byWording, smallTalkIn } from './intents.ts';
import { DEFAULT_KNOWLEDGE_DIR, loadKnowledgeBase, type KnowledgeBase } from './knowledgeBase.ts';
import { productNamedIn } from './outOfScope.ts';
import { createRetriever } from './retriever.ts';
import { createSelector } from './selection.ts';
import { createSemanticIndex, type SemanticIndex, type SemanticIndexOptions, type SemanticRanking } from './semanticIndex.ts';
import { EncoderBusyError } from './encoderPool.ts';
import { MAX_INPUT_CHARS } from './tuning.ts';
import { nextTurn } from './turns.ts';

export interface Semi {
  /** Answers `question`; `history` (the conversation's earlier turns, oldest first) resolves follow-ups. */
  answer(question: string, history?: readonly ChatTurn[]): Promise<SemiAnswer>;
  /** Resolves once the passages' vectors are ready: true, or false when Semi answers by words alone. */
  readonly ready: Promise<boolean>;
}

/** A knowledge answer Semi considered, with what its confidence was computed from (for fitting the model). */
export interface Candidate {
  answer: SemiAnswer;
  features: Features;
  /** Undefined when there is no model to ask (by words alone, or the model is off). */
  confidence: number | undefined;
}

export interface SemiOptions extends SemanticIndexOptions {
  knowledgeDir?: string;
  /** The knowledge to answer from (the server's, projected from the log); the markdown in `knowledgeDir` when absent. */
  knowledge?: KnowledgeBase;
  /** False answers by words alone, without the sentence encoder (the benchmark's baseline). Default true. */
  byMeaning?: boolean;
  /**
   * The model that says whether a candidate is sure enough to answer: semi/confidenceModel.json by
   * default; 'off' answers every candidate (scripts/semiConfidence.ts fits the model on those).
   */
  confidence?: ConfidenceModel | 'off';
  /** Called with every candidate answer, in the order they are considered. */
  onCandidate?: (candidate: Candidate) => void;
}

const NOTHING_BY_MEANING: SemanticIndex = {
  rank: async () => ({ passages: [], outOfScope: 0 }),
  rankAll: async (readings) => readings.map(() => ({ passages: [], outOfScope: 0 })),
  beyondProduct: async () => undefined,
  loaded: Promise.resolve(false),
};

export function createSemi(options: SemiOptions = {}): Semi {
  const kb = options.knowledge ?? loadKnowledgeBase(options.knowledgeDir ?? DEFAULT_KNOWLEDGE_DIR);
  const meaning = options.byMeaning === false ? NOTHING_BY_MEANING : createSemanticIndex(kb.passages, options);
  const model = options.confidence === 'off' ? undefined : (options.confidence ?? loadConfidenceModel());
  const entities = new Map<string, string[]>();
  for (const document of kb.documents) for (const keyword of document.keywords) entities.set(keyword, [...(entities.get(keyword) ?? []), document.id]);
  const retriever = createRetriever(kb.passages, { entities });
  const select = createSelector(retriever, kb.passages);

  /**
   * The answer from the first reading that the knowledge base answers with enough confidence, or the
   * fallback. `asked` is the ranking of the message itself, already made: a reading that is the message
   * alone reuses it.
   */
  async function answerFromKnowledge(readings: readonly Reading[], rankingOf: ReadonlyMap<Reading, SemanticRanking>, beyondProduct: number | undefined, asked: string): Promise<SemiAnswer> {
    let first: SemiAnswer | undefined;
    for (const reading of readings) {
      const followUp = reading.query !== asked || reading.documents !== undefined;
      const candidate = candidateOf(reading, rankingOf.get(reading)!, followUp, beyondProduct);
      if (!candidate) continue;
      options.onCandidate?.(candidate);
      if (model && candidate.confidence !== undefined) {
        if (candidate.confidence >= model.operatingPoint) return { ...candidate.answer, confidence: candidate.confidence };
        continue;
      }
      // Without a model the first candidate answers; the fitting script still sees every reading's.
      if (!options.onCandidate) return candidate.answer;
      first ??= candidate.answer;
    }
    return first ?? reply('unknown', REPLIES.unknown);
  }

  function candidateOf(reading: Reading, ranking: SemanticRanking, followUp: boolean, beyondProduct: number | undefined): Candidate | undefined {
    const { selected, terms, asksForAll, route } = select(reading, ranking);
    if (selected.length === 0) return undefined;
    const answer = composeAnswer(selected, terms.map((t) => t.term), asksForAll);
    if (!answer) return undefined;
    const features = featuresOf({ selected, terms, route, ranking, followUp, beyondProduct });
    // By words alone (no encoder) there are no similarities for the model to read.
    const confidence = model && ranking.passages.length > 0 ? confidenceOf(model, features) : undefined;
    return { answer, features, confidence };
  }

  async function answer(question: string, history: readonly ChatTurn[] = []): Promise<SemiAnswer> {
    try {
      await nextTurn();
      const read = byWording(clean(question), retriever);
      if ('reply' in read) return read.reply;
      const text = read.question;

      const earlier = history.map((turn) => ({ role: turn.role, content: clean(turn.content) }));
      const readings = resolveFollowUp(text, earlier, retriever);
      const asked: Reading = readings.find((reading) => reading.query === text && !reading.documents) ?? { query: text };
      // The message and every reading of it in one batch for the encoder: four texts take about twice the time of one.
      const ranked = [asked, ...readings.filter((reading) => reading !== asked)];
      const rankings = await meaning.rankAll(ranked);
      const rankingOf = new Map(ranked.map((reading, i) => [reading, rankings[i]!]));
      const talk = smallTalkIn(rankingOf.get(asked)!);
      if (talk) return talk;

      const product = productNamedIn(text);
      const beyondProduct = product ? await meaning.beyondProduct(text, product) : undefined;
      return await answerFromKnowledge(readings, rankingOf, beyondProduct, text);
    } catch (error) {
      // A full encoder queue is the server's to answer (503); nothing else may break the chat.
      if (error instanceof EncoderBusyError) throw error;
      return reply('unknown', REPLIES.unknown);
    }
  }

  return { answer, ready: meaning.loaded };
}

function clean(text: unknown): string {
  return (typeof text === 'string' ? text : String(text ?? ''))
    .slice(0, MAX_INPUT_CHARS)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
