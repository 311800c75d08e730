import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSemi, type Semi } from '../semi/answer.ts';
import type { ChatTurn } from '../semi/conversation.ts';
import { allCases } from '../tests/semi/cases.ts';
import { developmentCases } from '../tests/semi/development.ts';
import { evaluateSemi, historyOf, type Evaluation } from '../tests/semi/evaluation.ts';
import { heldOutCases } from '../tests/semi/heldOut.ts';
import { startServer } from '../tests/support/serverProcess.ts';
import { percentile } from './support.ts';

export interface SemiFigures {
  development: Evaluation;
  heldOut: Evaluation;
  /** The same sets answered by words alone (no sentence encoder): the baseline of this run. */
  wordsOnly: { development: Evaluation; heldOut: Evaluation };
  /** Answer computation on the server (retrieval, sentence encoding, composition) for a question it has not seen before, follow-ups with their history. */
  answerP50Ms: number;
  answerP99Ms: number;
  /** The same by words alone. */
  wordsOnlyAnswerP99Ms: number;
  /** POST /api/semi/chat round trips on the embedded database (answer + ChatQuestionAnswered event), each question new to the server. */
  httpP50Ms: number;
  httpP99Ms: number;
  httpRequests: number;
  /** The same questions asked again (their encodings remembered). */
  httpRepeatP99Ms: number;
}

/** Every case as the widget would send it: earlier questions with Semi's answers as history. */
async function conversations(semi: Semi): Promise<{ question: string; history: ChatTurn[] }[]> {
  const asked: { question: string; history: ChatTurn[] }[] = [];
  for (const c of allCases) asked.push({ question: c.question, history: await historyOf(semi, c) });
  return asked;
}

/** Milliseconds per answer over `rounds` passes of every conversation. */
async function answerTimes(semi: Semi, asked: readonly { question: string; history: ChatTurn[] }[], rounds: number): Promise<number[]> {
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
 * The development and held-out scores, with and without the sentence encoder, and Semi's answer
 * latency: in process over `rounds` passes of every case (no question remembered, so each is encoded
 * anew), then over HTTP.
 */
export async function benchSemi(rounds: number): Promise<SemiFigures> {
  const semi = createSemi();
  const development = await evaluateSemi(semi, developmentCases);
  const heldOut = await evaluateSemi(semi, heldOutCases);
  const wordsSemi = createSemi({ byMeaning: false });
  const wordsOnly = { development: await evaluateSemi(wordsSemi, developmentCases), heldOut: await evaluateSemi(wordsSemi, heldOutCases) };

  const asked = await conversations(semi);
  const answerMs = await answerTimes(createSemi({ rememberedQuestions: 0 }), asked, rounds);
  const wordsOnlyMs = await answerTimes(wordsSemi, asked, rounds);

  const dataDir = mkdtempSync(join(tmpdir(), 'chb-bench-semi-'));
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'false', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench admin password' });
  const httpMs: number[] = [];
  const repeatMs: number[] = [];
  try {
    await ask(server.url, 'warming up: what is hash?', []);
    for (const times of [httpMs, repeatMs]) {
      for (const { question, history } of asked) {
        const started = performance.now();
        await ask(server.url, question, history);
        times.push(performance.now() - started);
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return {
    development,
    heldOut,
    wordsOnly,
    answerP50Ms: percentile(answerMs, 50),
    answerP99Ms: percentile(answerMs, 99),
    wordsOnlyAnswerP99Ms: percentile(wordsOnlyMs, 99),
    httpP50Ms: percentile(httpMs, 50),
    httpP99Ms: percentile(httpMs, 99),
    httpRequests: httpMs.length,
    httpRepeatP99Ms: percentile(repeatMs, 99),
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
