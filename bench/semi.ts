import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSemi } from '../api/semi/answer.ts';
import type { ChatTurn } from '../api/semi/conversation.ts';
import { allCases } from '../tests/semi/cases.ts';
import { developmentCases } from '../tests/semi/development.ts';
import { evaluateSemi, type Evaluation } from '../tests/semi/evaluation.ts';
import { heldOutCases } from '../tests/semi/heldOut.ts';
import { startServer } from '../tests/support/serverProcess.ts';
import { percentile } from './support.ts';

export interface SemiFigures {
  development: Evaluation;
  heldOut: Evaluation;
  /** Answer computation on the server (retrieval + composition), per question, follow-ups with their history. */
  answerP50Ms: number;
  answerP99Ms: number;
  /** POST /api/semi/chat round trips on the embedded database (answer + ChatQuestionAnswered event). */
  httpP50Ms: number;
  httpP99Ms: number;
  httpRequests: number;
}

/** The development and held-out scores and Semi's answer latency: in process over `rounds` passes of every case, then over HTTP. */
export async function benchSemi(rounds: number): Promise<SemiFigures> {
  const semi = createSemi();
  const development = evaluateSemi(semi, developmentCases);
  const heldOut = evaluateSemi(semi, heldOutCases);

  // Each case as the widget would send it: earlier questions with Semi's answers as history.
  const asked = allCases.map((c) => {
    const history: ChatTurn[] = [];
    for (const question of c.previous ?? []) history.push({ role: 'user', content: question }, { role: 'assistant', content: semi.answer(question, history).content });
    return { question: c.question, history };
  });
  const answerMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const { question, history } of asked) {
      const started = performance.now();
      semi.answer(question, history);
      answerMs.push(performance.now() - started);
    }
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'chb-bench-semi-'));
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'false', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench admin password' });
  const httpMs: number[] = [];
  try {
    for (const { question, history } of asked.slice(0, 5)) await ask(server.url, question, history);
    for (let round = 0; round < Math.max(1, Math.floor(rounds / 10)); round++) {
      for (const { question, history } of asked) {
        const started = performance.now();
        await ask(server.url, question, history);
        httpMs.push(performance.now() - started);
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return {
    development,
    heldOut,
    answerP50Ms: percentile(answerMs, 50),
    answerP99Ms: percentile(answerMs, 99),
    httpP50Ms: percentile(httpMs, 50),
    httpP99Ms: percentile(httpMs, 99),
    httpRequests: httpMs.length,
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
