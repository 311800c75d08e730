import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createSemi } from './answer.ts';
import { createEncoderPool, EncoderBusyError } from './encoderPool.ts';
import { loadKnowledgeBase } from './knowledgeBase.ts';
import { createRetriever } from './retriever.ts';
import { ENCODER_NICENESS, MAX_ENCODED_CHARS } from './tuning.ts';

vi.setConfig({ testTimeout: 120_000 });

const semi = createSemi();

describe('Semi, precision first (issue 31, item 1)', () => {
  // The six confident wrong answers the issue found: each question lands near a passage that does not
  // answer it. An honest fallback or a right answer passes; the wrong passage fails.
  const wrongAnswers: [question: string, wrongPassage: string][] = [
    ['how many people work at chb?', 'The case study reports 3x velocity'],
    ['what does CHB stand for', "CHB's four Constitutional AI Principles are"],
    ['when was chb founded', 'CHB is a small, independent, founder-led AI company'],
    ['so what is chb, in one line', 'Email CHB at hello@chb.studio'],
    ['who owns the stuff i put into ur tools', "CHB's products are named after punctuation marks"],
    ['ur honestly the most useless bot', 'The chat assistant on this website is also called Semi'],
  ];
  for (const [question, wrongPassage] of wrongAnswers) {
    it(`does not answer ${JSON.stringify(question)} with a passage that does not address it`, async () => {
      const a = await semi.answer(question);
      expect(a.content).not.toContain(wrongPassage);
      if (a.kind === 'answer') expect(a.confidence).toBeGreaterThan(0);
    });
  }

  it('gives a knowledge answer with its confidence, and the fallback with none', async () => {
    const known = await semi.answer('What is Scout?');
    expect(known.kind).toBe('answer');
    expect(known.confidence).toBeGreaterThan(0.5);
    const unknown = await semi.answer('how many people work at chb?');
    expect(unknown.kind).toBe('unknown');
    expect(unknown.confidence).toBeUndefined();
  });

  it('answers generic passages when asked for them', async () => {
    expect((await semi.answer("what's your email address?")).content).toContain('hello@chb.studio');
    expect((await semi.answer('what products do you have?')).content).toContain('Workshop');
    expect((await semi.answer('are you a bot or a real person?')).content).toContain('also called Semi');
  });
});

describe('Semi, cost and safety (issue 31, item 4)', () => {
  it(`encodes at most ${MAX_ENCODED_CHARS} characters of a question, whatever its history`, async () => {
    const encoded: string[] = [];
    const fake = createSemi({
      rememberedQuestions: 0,
      encoder: async () => {
        const embed = async (text: string) => {
          encoded.push(text);
          return Array.from({ length: 512 }, (_, i) => Math.sin(i + text.length));
        };
        return { embed, embedAll: (texts: readonly string[]) => Promise.all(texts.map(embed)) };
      },
    });
    const long = (seed: string) => `${seed} ${'and also something about my notes and projects '.repeat(45)}`.slice(0, 2000);
    const history = [
      { role: 'user' as const, content: long('what is hash') },
      { role: 'assistant' as const, content: long('Hash (#) is') },
      { role: 'user' as const, content: long('tell me about semi') },
      { role: 'assistant' as const, content: long('Semi (;) is') },
      { role: 'user' as const, content: long('and scout') },
      { role: 'assistant' as const, content: long('Scout (&) is') },
    ];
    await fake.answer(`is it free? ${'really '.repeat(70)}`, history);
    await fake.answer('is it free?', history);
    expect(encoded.length).toBeGreaterThan(0);
    for (const text of encoded) expect(text.length).toBeLessThanOrEqual(MAX_ENCODED_CHARS);
  });

  it('stops the worker when no question came for a while, and starts it again for the next one', async () => {
    const pool = createEncoderPool({ idleMs: 200 });
    onTestFinished(() => pool.close());
    const model = await pool.encoder();
    expect(pool.running).toBe(false);
    const first = await model.embed('what is hash');
    expect(pool.running).toBe(true);
    await vi.waitFor(() => expect(pool.running).toBe(false), { timeout: 10_000, interval: 50 });
    expect(await model.embed('what is hash')).toEqual(first);
    expect(pool.running).toBe(true);
  });

  it("asks the encoder once for a follow-up: the message and every reading of it in one batch", async () => {
    const calls: string[][] = [];
    const pool = createEncoderPool();
    onTestFinished(() => pool.close());
    const model = await pool.encoder();
    const counting = createSemi({
      rememberedQuestions: 0,
      encoder: async () => ({
        embed: (text) => {
          calls.push([text]);
          return model.embed(text);
        },
        embedAll: (texts) => {
          calls.push([...texts]);
          return model.embedAll(texts);
        },
      }),
    });
    const history = [
      { role: 'user' as const, content: 'what are your principles' },
      { role: 'assistant' as const, content: (await semi.answer('what are your principles')).content },
    ];
    const answer = await counting.answer('explain the first one', history);
    expect(answer.kind).toBe('answer');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('explain the first one');
    expect(calls[0]!.length).toBeGreaterThan(1);
  });

  it("keeps the retriever's corrections of unknown words within their bound after 100,000 unknown words", () => {
    const retriever = createRetriever(loadKnowledgeBase().passages, { maxCorrections: 1000 });
    let seed = 1;
    const letter = () => {
      seed = (seed * 48271) % 2147483647;
      return String.fromCharCode(97 + (seed % 26));
    };
    // Four letters: each is checked against the vocabulary for swapped letters only, so 100,000 take seconds.
    const word = () => Array.from({ length: 4 }, letter).join('');
    for (let query = 0; query < 100_000 / 25; query++) retriever.termsOf(Array.from({ length: 25 }, word).join(' '));
    expect(retriever.correctionsRemembered).toBeLessThanOrEqual(1000);
    expect(retriever.correctionsRemembered).toBeGreaterThan(0);
  });

  it('embeds in a worker thread and refuses a text at once when its queue is full', async () => {
    const pool = createEncoderPool({ maxQueued: 2 });
    try {
      const model = await pool.encoder();
      const first = model.embed('what is hash');
      const second = model.embed('what is semi');
      // The same text asked again while it is being embedded takes no place in the queue.
      const secondAgain = model.embed('what is semi');
      expect(pool.queued).toBe(2);
      await expect(model.embed('what is scout')).rejects.toBeInstanceOf(EncoderBusyError);
      expect(await secondAgain).toEqual(await second);
      const [a, b] = await Promise.all([first, second]);
      expect(a).toHaveLength(512);
      expect(b).toHaveLength(512);
      expect(pool.queued).toBe(0);
      await expect(model.embed('what is pipes')).resolves.toHaveLength(512);
    } finally {
      await pool.close();
    }
  });

  it("runs the encoder's thread at a lower priority than the rest of the process", async () => {
    // Each thread's niceness: field 19 of /proc/self/task/<id>/stat, counted after the command name's ')'.
    const niceness = () =>
      readdirSync('/proc/self/task').map((thread) => {
        const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      });
    const pool = createEncoderPool();
    try {
      expect(niceness()).not.toContain(ENCODER_NICENESS);
      await expect((await pool.encoder()).embed('what is hash')).resolves.toHaveLength(512);
      const threads = niceness();
      expect(threads.filter((nice) => nice === ENCODER_NICENESS)).toHaveLength(1);
      expect(threads.filter((nice) => nice < ENCODER_NICENESS).length).toBeGreaterThan(1);
    } finally {
      await pool.close();
    }
  });
});
