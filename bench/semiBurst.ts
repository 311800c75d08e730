/**
 * A burst of questions with long histories sent at once to POST /api/semi/chat, while GET /healthz is
 * sampled every ~10 ms: whether Semi's work (the encoder in its worker, behind a bounded queue; the
 * retrieval and composition on the event loop) keeps the server answering everything else.
 */
import type { ChatTurn } from '../semi/conversation.ts';
import { percentile } from './support.ts';

export interface Conversation {
  question: string;
  history: ChatTurn[];
}

export interface LatencySummary {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface BurstFigures {
  chats: number;
  /** How many chats got each HTTP status. */
  statuses: Record<number, number>;
  /** Of the 503s, those that carried Retry-After. */
  busyWithRetryAfter: number;
  /** From the first chat sent to the last answered. */
  seconds: number;
  chat: LatencySummary;
  /** GET /healthz during the burst. */
  healthz: LatencySummary;
  /** GET /healthz for a second before it, the server idle. */
  quietHealthz: LatencySummary;
}

const summary = (times: number[]): LatencySummary => ({ samples: times.length, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: Math.max(0, ...times) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /healthz every `intervalMs` (or as soon as the previous one answers, if it took longer) until `until` settles. */
async function sampleHealthz(url: string, until: Promise<unknown>, intervalMs: number): Promise<number[]> {
  let done = false;
  void until.then(
    () => (done = true),
    () => (done = true),
  );
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${url}/healthz`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /healthz answered ${response.status}`);
    times.push(performance.now() - started);
    await sleep(Math.max(0, intervalMs - (performance.now() - started)));
  }
  return times;
}

export async function burstOfChats(url: string, conversations: readonly Conversation[], intervalMs = 10): Promise<BurstFigures> {
  const quietHealthz = await sampleHealthz(url, sleep(1000), intervalMs);
  const statuses: Record<number, number> = {};
  const chatMs: number[] = [];
  let busyWithRetryAfter = 0;
  const started = performance.now();
  const chats = Promise.all(
    conversations.map(async ({ question, history }) => {
      const sent = performance.now();
      const response = await fetch(`${url}/api/semi/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question, history }),
      });
      await response.arrayBuffer();
      chatMs.push(performance.now() - sent);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 503 && response.headers.has('retry-after')) busyWithRetryAfter++;
    }),
  );
  const [healthz] = await Promise.all([sampleHealthz(url, chats, intervalMs), chats]);
  return {
    chats: conversations.length,
    statuses,
    busyWithRetryAfter,
    seconds: (performance.now() - started) / 1000,
    chat: summary(chatMs),
    healthz: summary(healthz),
    quietHealthz: summary(quietHealthz),
  };
}

/**
 * A 10-turn history of about `totalChars` characters from real exchanges (earlier questions with
 * Semi's answers to them): the visitor's turns as asked, Semi's turns filled to share what is left,
 * continuing with the next exchanges' answers where one is shorter.
 */
export function paddedHistory(exchanges: readonly { question: string; answer: string }[], totalChars = 2000, turns = 10): ChatTurn[] {
  const pairs = exchanges.slice(0, turns / 2);
  if (pairs.length < turns / 2 || exchanges.length === 0) throw new Error(`a ${turns}-turn history needs ${turns / 2} exchanges`);
  const asked = pairs.reduce((sum, pair) => sum + pair.question.length, 0);
  const share = Math.max(1, Math.floor((totalChars - asked) / pairs.length));
  const filler = exchanges.map((exchange) => exchange.answer).join(' ');
  return pairs.flatMap((pair, i) => {
    let answer = pair.answer;
    for (let from = (i * share) % filler.length; answer.length < share; from = 0) answer = `${answer} ${filler.slice(from)}`;
    return [
      { role: 'user' as const, content: pair.question },
      { role: 'assistant' as const, content: answer.slice(0, share).trim() },
    ];
  });
}
