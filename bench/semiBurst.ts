/**
 * A burst of questions with long histories sent at once to POST /api/semi/chat, while another process
 * (bench/healthzProbe.ts) samples GET /healthz every ~10 ms: whether Semi's work (the encoder in its worker, behind a bounded queue; the
 * retrieval and composition on the event loop) keeps the server answering everything else.
 */
import { spawn } from 'node:child_process';
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

/** bench/healthzProbe.ts against the server: stop() ends it and gives its samples ([epoch ms sent, ms taken]). */
async function startProbe(url: string, intervalMs: number): Promise<{ stop(): Promise<[number, number][]> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/healthzProbe.ts', url, String(intervalMs)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.startsWith('ready\n')) resolve();
    });
    void exited.then((code) => reject(new Error(`bench/healthzProbe.ts exited (${code}) before its first answer`)));
  });
  return {
    async stop() {
      child.stdin.end();
      const code = await exited;
      if (code !== 0) throw new Error(`bench/healthzProbe.ts exited with ${code}`);
      return JSON.parse(output.slice('ready\n'.length)) as [number, number][];
    },
  };
}

const now = () => performance.timeOrigin + performance.now();

/**
 * A second of GET /healthz on the idle server, then the conversations all sent at once while the probe
 * goes on; each sample counts for the phase in which it was sent.
 */
export async function burstOfChats(url: string, conversations: readonly Conversation[], intervalMs = 10): Promise<BurstFigures> {
  const probe = await startProbe(url, intervalMs);
  const quietFrom = now();
  await sleep(1000);
  const statuses: Record<number, number> = {};
  const chatMs: number[] = [];
  let busyWithRetryAfter = 0;
  const burstFrom = now();
  const started = performance.now();
  await Promise.all(
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
  const seconds = (performance.now() - started) / 1000;
  const burstUntil = now();
  const samples = await probe.stop();
  const taken = (from: number, until: number) => samples.filter(([sentAt]) => sentAt >= from && sentAt < until).map(([, ms]) => ms);
  return {
    chats: conversations.length,
    statuses,
    busyWithRetryAfter,
    seconds,
    chat: summary(chatMs),
    healthz: summary(taken(burstFrom, burstUntil)),
    quietHealthz: summary(taken(quietFrom, burstFrom)),
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
