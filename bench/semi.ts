import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSemi, type Semi } from '../semi/answer.ts';
import type { SemiAnswer } from '../semi/composition.ts';
import { loadConfidenceModel } from '../semi/confidence.ts';
import type { ChatTurn } from '../semi/conversation.ts';
import type { SemiCase } from '../tests/semi/caseTypes.ts';
import { developmentCases } from '../tests/semi/development.ts';
import { evaluateSemi, historyOf, outcomeOf, type Evaluation, type Outcome } from '../tests/semi/evaluation.ts';
import { heldOutCases } from '../tests/semi/heldOut.ts';
import { startServer } from '../tests/support/serverProcess.ts';
import { burstOfChats, paddedHistory, type BurstFigures, type Conversation } from './semiBurst.ts';
import { sweep, thresholdsWith, type CurvePoint, type SweptCase } from './semiCurve.ts';
import { percentile } from './support.ts';

/** One case as Semi answers it at its operating point, and every candidate it considered. */
export interface AskedCase {
  c: SemiCase;
  history: ChatTurn[];
  answer: SemiAnswer;
  outcome: Outcome;
  swept: SweptCase;
}

export interface SetFigures {
  cases: AskedCase[];
  outcomes: Record<Outcome, number>;
  /** Right, fallback, wrong, other as the threshold moves (0 to 1 by 0.01, and the operating point). */
  curve: CurvePoint[];
}

export interface SemiFigures {
  operatingPoint: number;
  development: SetFigures;
  heldOut: SetFigures;
  /** The same sets answered by words alone (no sentence encoder): the baseline of this run. */
  wordsOnly: { development: Evaluation; heldOut: Evaluation };
  /** Answer computation on the server (retrieval, sentence encoding, composition) for a question it has not seen before, follow-ups with their history. */
  answerMs: { p50: number; p99: number; max: number; count: number };
  /** The same by words alone. */
  wordsOnlyAnswerP99Ms: number;
  /** POST /api/semi/chat round trips on the embedded database (answer + ChatQuestionAnswered event), each question new to the server. */
  httpP50Ms: number;
  httpP99Ms: number;
  httpRequests: number;
  /** The same questions asked again (their encodings remembered). */
  httpRepeatP99Ms: number;
  /** Bursts of 100 questions with 10-turn, 2,000-character histories at once, each on a server of its own, GET /healthz sampled throughout. */
  bursts: BurstFigures[];
}

/**
 * Every case asked once by Semi as it is (at its operating point) and once by a Semi that considers
 * every reading (a model whose operating point no confidence reaches), recording each candidate with
 * its confidence, so that the curve needs no second pass per threshold. Follow-ups' histories are built
 * with Semi as it is and sent to both: at another threshold Semi's earlier answers, and so the history,
 * could differ, which the curve does not model (at the operating point it is exact).
 */
async function askEveryCase(semi: Semi, cases: readonly SemiCase[]): Promise<AskedCase[]> {
  let recording: SweptCase['candidates'][number][] | undefined;
  const considersAll = createSemi({
    confidence: { ...loadConfidenceModel(), operatingPoint: 2 },
    onCandidate: ({ answer, confidence }) => recording?.push({ answer, confidence }),
  });
  const asked: AskedCase[] = [];
  for (const c of cases) {
    const history = await historyOf(semi, c);
    const answer = await semi.answer(c.question, history);
    const candidates: SweptCase['candidates'][number][] = [];
    recording = candidates;
    const reply = await considersAll.answer(c.question, history);
    recording = undefined;
    asked.push({ c, history, answer, outcome: outcomeOf(c, answer), swept: { c, candidates, reply } });
  }
  return asked;
}

function setFigures(cases: AskedCase[], operatingPoint: number): SetFigures {
  const outcomes = { right: 0, fallback: 0, wrong: 0, other: 0 };
  for (const asked of cases) outcomes[asked.outcome]++;
  return { cases, outcomes, curve: sweep(cases.map((asked) => asked.swept), thresholdsWith(operatingPoint)) };
}

/** Milliseconds per answer over `rounds` passes of every conversation. */
async function answerTimes(semi: Semi, asked: readonly Conversation[], rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const { question, history } of asked) {
      const started = performance.now();
      await semi.answer(question, history);
      times.push(performance.now() - started);
    }
  }
  return times;
}

/**
 * The burst's 100 conversations: questions spread over every case, each with a history of the five
 * exchanges after it (their questions and Semi's answers), filled to about 2,000 characters.
 */
function burstConversations(asked: readonly AskedCase[], count = 100): Conversation[] {
  const stride = Math.floor(asked.length / count);
  const exchanges = asked.map(({ c, answer }) => ({ question: c.question, answer: answer.content }));
  return Array.from({ length: count }, (_, i) => {
    const at = i * stride;
    const following = Array.from({ length: 5 }, (_, k) => exchanges[(at + 1 + k) % exchanges.length]!);
    return { question: asked[at]!.c.question, history: paddedHistory(following, 2000) };
  });
}

async function withServer<T>(use: (url: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chb-bench-semi-'));
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'false', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench admin password' });
  try {
    // The first question starts the encoder's worker thread: not part of what is measured.
    await ask(server.url, 'warming up: what is hash?', []);
    return await use(server.url);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The development and held-out outcomes at the operating point and as the threshold moves, the same by
 * words alone, Semi's answer latency in process over `rounds` passes of every case (no question
 * remembered, so each is encoded anew), then over HTTP, and a burst of long conversations.
 */
export async function benchSemi(rounds: number, burstRuns: number): Promise<SemiFigures> {
  const operatingPoint = loadConfidenceModel().operatingPoint;
  const semi = createSemi();
  const development = setFigures(await askEveryCase(semi, developmentCases), operatingPoint);
  const heldOut = setFigures(await askEveryCase(semi, heldOutCases), operatingPoint);
  const wordsSemi = createSemi({ byMeaning: false });
  const wordsOnly = { development: await evaluateSemi(wordsSemi, developmentCases), heldOut: await evaluateSemi(wordsSemi, heldOutCases) };

  const asked: Conversation[] = [...development.cases, ...heldOut.cases].map(({ c, history }) => ({ question: c.question, history }));
  const answerMs = await answerTimes(createSemi({ rememberedQuestions: 0 }), asked, rounds);
  const wordsOnlyMs = await answerTimes(wordsSemi, asked, rounds);

  const httpMs: number[] = [];
  const repeatMs: number[] = [];
  await withServer(async (url) => {
    for (const times of [httpMs, repeatMs]) {
      for (const { question, history } of asked) {
        const started = performance.now();
        await ask(url, question, history);
        times.push(performance.now() - started);
      }
    }
  });
  // Each burst on a server of its own, so that every question of it is new to the server; one burst's
  // /healthz p99 moved between 11 and 26 ms from run to run on a quiet machine, so the figure is a median.
  const bursts: BurstFigures[] = [];
  for (let run = 0; run < burstRuns; run++) bursts.push(await withServer((url) => burstOfChats(url, burstConversations([...development.cases, ...heldOut.cases]))));

  return {
    operatingPoint,
    development,
    heldOut,
    wordsOnly,
    answerMs: { p50: percentile(answerMs, 50), p99: percentile(answerMs, 99), max: Math.max(...answerMs), count: answerMs.length },
    wordsOnlyAnswerP99Ms: percentile(wordsOnlyMs, 99),
    httpP50Ms: percentile(httpMs, 50),
    httpP99Ms: percentile(httpMs, 99),
    httpRequests: httpMs.length,
    httpRepeatP99Ms: percentile(repeatMs, 99),
    bursts,
  };
}

async function ask(url: string, question: string, history: readonly ChatTurn[]): Promise<void> {
  const response = await fetch(`${url}/api/semi/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(history.length > 0 ? { question, history } : { question }),
  });
  if (!response.ok) throw new Error(`POST /api/semi/chat answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}
