import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_PREFIX, type SemiCase } from '../tests/semi/caseTypes.ts';
import { allCases } from '../tests/semi/cases.ts';
import { developmentCases } from '../tests/semi/development.ts';
import { answerCase, evaluateSemi } from '../tests/semi/evaluation.ts';
import { heldOutCases } from '../tests/semi/heldOut.ts';
import { ROUTES } from '../tests/semi/siteRoutes.ts';
import { createSemi } from './answer.ts';
import { splitSentences, type SemiAnswer } from './composition.ts';
import { loadKnowledgeBase } from './knowledgeBase.ts';
import { chatAnswerKind } from '../domain/vocabulary.ts';

// Every case is answered a few times over; each new question is embedded by the sentence encoder (~10 ms).
vi.setConfig({ testTimeout: 120_000 });

const semi = createSemi();
const kb = loadKnowledgeBase();

const LINKS_LINE = /^Learn more: (\/[^\s,]*(?:, \/[^\s,]*)*)$/;

function expectWellFormed(a: SemiAnswer): void {
  expect(chatAnswerKind.values).toContain(a.kind);
  expect(typeof a.content).toBe('string');
  expect(a.content.length).toBeGreaterThan(0);
  expect(Array.isArray(a.sources)).toBe(true);
}

const questions = allCases.filter((c) => !c.previous);

// Semi is deterministic (a test below holds it so): the checks of answers' form share one pass over the questions.
let knowledgeAnswersOnce: Promise<[SemiCase, SemiAnswer][]> | undefined;
function knowledgeAnswers(): Promise<[SemiCase, SemiAnswer][]> {
  knowledgeAnswersOnce ??= (async () => {
    const answered: [SemiCase, SemiAnswer][] = [];
    for (const c of questions) {
      const a = await semi.answer(c.question);
      if (a.kind === 'answer') answered.push([c, a]);
    }
    return answered;
  })();
  return knowledgeAnswersOnce;
}

describe('Semi evaluation sets', () => {
  it('hold at least 200 visitor-worded cases of every category, a third of them held out', async () => {
    expect(allCases.length).toBeGreaterThanOrEqual(200);
    expect(heldOutCases.length).toBeGreaterThanOrEqual(allCases.length / 3);
    for (const category of ['paraphrase', 'multi', 'followup', 'fallback', 'adversarial', 'smalltalk'] as const) {
      expect(developmentCases.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(3);
      expect(heldOutCases.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
    const asked = allCases.map((c) => [...(c.previous ?? []), c.question].join(' → ').toLowerCase());
    expect(new Set(asked).size).toBe(allCases.length);
    for (const c of allCases) for (const m of c.mustInclude) expect(m).toBe(m.toLowerCase());
    for (const c of allCases.filter((c) => c.category === 'followup')) expect(c.previous?.length, c.question).toBeGreaterThan(0);
  });

  // Floors just under the current scores: a change that makes Semi understand less fails here. Since
  // issue 31 Semi is precision first (a confidence model fitted on the development set, semi/confidence.ts):
  // below its operating point it says it does not know, so fewer questions are answered, and far fewer
  // wrongly. The targets are figures of npm run bench.
  for (const [name, cases, floor, wrongCeiling] of [
    ['development', developmentCases, 0.79, 0.02],
    ['held-out', heldOutCases, 0.74, 0.035],
  ] as const) {
    it(`answers at least ${floor * 100} % of the ${name} set right and at most ${wrongCeiling * 100} % confidently wrong`, async () => {
      const { passed, total, share, outcomes } = await evaluateSemi(semi, cases);
      console.log(`Semi ${name} set: ${passed}/${total} passed (${(share * 100).toFixed(1)}%), ${outcomes.wrong} confidently wrong, ${outcomes.fallback} fallbacks`);
      expect(share).toBeGreaterThanOrEqual(floor);
      expect(outcomes.wrong / total).toBeLessThanOrEqual(wrongCeiling);
      // Hundreds of questions through the encoder: 14 s of the unit project's 20 s limit in a clean-clone run on a slow day.
    }, 60_000);
  }

  it('gives at least 90 % of the unanswerable development questions the honest fallback, well formed and without sources', async () => {
    const unanswerable = developmentCases.filter((q) => q.kind === 'unknown');
    const answers = await Promise.all(unanswerable.map((c) => answerCase(semi, c)));
    expect(answers.filter((a) => a.kind === 'unknown').length).toBeGreaterThanOrEqual(Math.ceil(unanswerable.length * 0.9));
    for (const a of answers.filter((answer) => answer.kind === 'unknown')) {
      expect(a.content.startsWith(UNKNOWN_PREFIX)).toBe(true);
      expect(a.content).toContain('/contact');
      expect(a.content).not.toContain('Learn more');
      expect(a.sources).toEqual([]);
    }
  });
});

describe('Semi answers', () => {
  it("'What is Scout?' mentions pattern search and under 200ms and links /products", async () => {
    const a = await semi.answer('What is Scout?');
    expect(a.kind).toBe('answer');
    expect(a.content.toLowerCase()).toContain('pattern search');
    expect(a.content).toMatch(/under 200\s?ms/i);
    expect(a.sources.map((s) => s.page)).toContain('/products');
    expect(a.content.trimEnd().split('\n').pop()).toBe('Learn more: /products');
  });

  it('ends every knowledge answer with links built from its sources only', async () => {
    const knownPages = new Set(kb.documents.map((d) => d.page));
    for (const [c, a] of await knowledgeAnswers()) {
      expect(a.sources.length, c.question).toBeGreaterThan(0);
      const lastLine = a.content.split('\n').pop() ?? '';
      const match = LINKS_LINE.exec(lastLine);
      expect(match, `${c.question}: ${lastLine}`).not.toBeNull();
      const linked = (match?.[1] ?? '').split(', ');
      expect(linked).toEqual([...new Set(a.sources.map((s) => s.page))]);
      for (const s of a.sources) {
        expect(knownPages.has(s.page)).toBe(true);
        expect(kb.documents.some((d) => d.title === s.title && d.page === s.page)).toBe(true);
      }
    }
  });

  it('composes short, plain answers without repeated sentences', async () => {
    for (const [c, a] of await knowledgeAnswers()) {
      const body = a.content.slice(0, a.content.lastIndexOf('\n\nLearn more:'));
      expect(a.content.length, c.question).toBeLessThanOrEqual(650);
      expect(body).not.toMatch(/\*\*|__|\]\(|^#|<!--/m);
      const sentences = splitSentences(body).map((s) => s.toLowerCase());
      expect(new Set(sentences).size, c.question).toBe(sentences.length);
    }
  });

  it('greets and introduces itself', async () => {
    for (const q of ['hi', 'Hello', 'hello!', 'Hey there', 'good morning', 'Hi Semi', 'hiya, how are you?', '👋', 'hey there, good evening!']) {
      const a = await semi.answer(q);
      expect(a.kind, q).toBe('greeting');
      expect(a.content).toContain('Semi');
      expect(a.sources).toEqual([]);
    }
    const mixed = await semi.answer('Hi! What is Scout?');
    expect(mixed.kind).toBe('answer');
    expect(mixed.content).toContain('pattern search');
  });

  it('replies to thanks', async () => {
    for (const q of ['thanks', 'Thank you!', 'thx', 'thanks a lot, that was helpful', 'Cheers!', 'ok thanks', 'Great, thank you so much', 'awesome, really appreciate the help!']) {
      const a = await semi.answer(q);
      expect(a.kind, q).toBe('thanks');
      expect(a.sources).toEqual([]);
    }
    const mixed = await semi.answer('Thanks! What is Pipes?');
    expect(mixed.kind).toBe('answer');
    expect(mixed.content).toContain('browser plugin');
  });

  it('politely declines off-topic requests and says what it can help with', async () => {
    const offTopic = [
      'Write my essay on climate change',
      'please write a cover letter for me',
      'Write code for a todo app in React',
      'Can you debug my Python function?',
      'Do my homework',
      'Write a poem about autumn',
      'Tell me a joke',
      'Give me a recipe for lasagna',
      "What's the weather like today?",
      'Who won the Super Bowl?',
      'What do you think about the president?',
      "What's in the news today?",
    ];
    for (const q of offTopic) {
      const a = await semi.answer(q);
      expect(a.kind, q).toBe('declined');
      expect(a.content).toMatch(/CHB/);
      expect(a.content.toLowerCase()).toContain('products');
      expect(a.sources).toEqual([]);
    }
    // Questions about the products themselves are not off-topic.
    expect((await semi.answer('Can Semi help me write my blog posts?')).kind).toBe('answer');
    expect((await semi.answer('Does CHB help people facing censorship for their political views?')).kind).toBe('answer');
  });

  it('explains what this chat does with questions', async () => {
    const a = await semi.answer('Do you store my questions?');
    expect(a.kind).toBe('answer');
    expect(a.content.toLowerCase()).toContain('does not store');
    expect(a.content.toLowerCase()).toContain('own server');
  });

  it('never throws, whatever the input', async () => {
    const inputs: unknown[] = [
      '',
      '   ',
      '\n\t',
      '🙂',
      '🙂🙂🙂 🚀',
      '????',
      '...',
      'a'.repeat(10_000),
      'scout '.repeat(2_000),
      'ß'.repeat(600),
      '<script>alert(1)</script>',
      "'; DROP TABLE users; --",
      '\u0000\u0001\u0002',
      '(((( [a-z]+* $^',
      '\uD800',
      '日本語で答えてください',
      'What is Scout?'.repeat(100),
      null,
      undefined,
      42,
    ];
    for (const input of inputs) {
      const a: SemiAnswer = await semi.answer(input as string);
      expectWellFormed(a);
    }
  });

  it('is deterministic', async () => {
    for (const c of questions.slice(0, 10)) expect(semi.answer(c.question)).toEqual(semi.answer(c.question));
  });
});

describe('knowledge base', () => {
  const required = [
    'hash',
    'semi',
    'scout',
    'pipes',
    'workshop',
    'products-together',
    'company',
    'traditionalists-dissidents',
    'principles',
    'privacy',
    'perspectives',
    'creative-journey',
    'roadmap',
    'case-study',
    'contact',
  ];

  it('has every required document, each with a title and a registered page', async () => {
    const ids = kb.documents.map((d) => d.id);
    for (const id of required) expect(ids).toContain(id);
    for (const d of kb.documents) {
      expect(d.title.length).toBeGreaterThan(0);
      expect(ROUTES.has(d.page), `${d.id}: ${d.page}`).toBe(true);
    }
  });

  it('keeps passages short: 2-5 sentences that fit an answer', async () => {
    for (const p of kb.passages) {
      const n = splitSentences(p.text).length;
      expect(n, p.id).toBeGreaterThanOrEqual(2);
      expect(n, p.id).toBeLessThanOrEqual(5);
      expect(p.text.length, p.id).toBeLessThanOrEqual(540);
      expect(p.heading.length, p.id).toBeGreaterThan(0);
    }
  });

  it('states the key facts consistently', async () => {
    const all = kb.passages.map((p) => p.text).join('\n');
    expect(all).toContain('never taken investor funding');
    expect(all).toContain('under 200ms');
    expect(all).toContain('Creative Commons CC0');
    expect(all).toContain('does not store your questions');
    expect(all).not.toMatch(/Scout is available now|Pipes is available now/);
  });
});

describe('createSemi options', () => {
  const dir = mkdtempSync(join(tmpdir(), 'semi-kb-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads another knowledge directory', async () => {
    writeFileSync(
      join(dir, 'garden.md'),
      '---\ntitle: Garden\npage: /garden\n---\n\n## Tomatoes\n\nTomatoes need full sun and regular watering. Stake them early.\n',
    );
    const custom = createSemi({ knowledgeDir: dir });
    const a = await custom.answer('How much sun do tomatoes need?');
    expect(a.kind).toBe('answer');
    expect(a.content).toContain('full sun');
    expect(a.sources).toEqual([{ title: 'Garden', page: '/garden' }]);
    expect(a.content.endsWith('Learn more: /garden')).toBe(true);
    expect((await custom.answer('What is Scout?')).kind).toBe('unknown');
  });
});
