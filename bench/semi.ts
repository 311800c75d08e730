import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSemi } from '../api/semi/answer.ts';
import { evaluateSemi } from '../tests/semi/evaluation.ts';
import { questions } from '../tests/semi/questions.ts';
import { startServer } from '../tests/support/serverProcess.ts';
import { percentile } from './support.ts';

export interface SemiFigures {
  passed: number;
  total: number;
  share: number;
  /** Answer computation on the server (retrieval + composition), per question. */
  answerP50Ms: number;
  answerP99Ms: number;
  /** POST /api/semi/chat round trips on the embedded database (answer + ChatQuestionAnswered event). */
  httpP50Ms: number;
  httpP99Ms: number;
  httpRequests: number;
}

/** The evaluation share and Semi's answer latency: in process over `rounds` passes of the question set, then over HTTP. */
export async function benchSemi(rounds: number): Promise<SemiFigures> {
  const semi = createSemi();
  const evaluation = evaluateSemi(semi);

  const answerMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const { question } of questions) {
      const started = performance.now();
      semi.answer(question);
      answerMs.push(performance.now() - started);
    }
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'chb-bench-semi-'));
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'false', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'bench admin password' });
  const httpMs: number[] = [];
  try {
    for (const { question } of questions.slice(0, 5)) await ask(server.url, question);
    for (let round = 0; round < Math.max(1, Math.floor(rounds / 5)); round++) {
      for (const { question } of questions) {
        const started = performance.now();
        await ask(server.url, question);
        httpMs.push(performance.now() - started);
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  return {
    passed: evaluation.passed,
    total: evaluation.total,
    share: evaluation.share,
    answerP50Ms: percentile(answerMs, 50),
    answerP99Ms: percentile(answerMs, 99),
    httpP50Ms: percentile(httpMs, 50),
    httpP99Ms: percentile(httpMs, 99),
    httpRequests: httpMs.length,
  };
}

async function ask(url: string, question: string): Promise<void> {
  const response = await fetch(`${url}/api/semi/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question }),
  });
  if (!response.ok) throw new Error(`POST /api/semi/chat answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}
