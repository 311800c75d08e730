import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './knowledgeBase.ts';
import { withoutProductName } from './outOfScope.ts';
import { createSemanticIndex, unitsMissingFromCache, unitsOf, writeEmbeddingsFile } from './semanticIndex.ts';

const kb = loadKnowledgeBase();
const index = createSemanticIndex(kb.passages);

describe('Semi semantic index', () => {
  it('has every passage and question of the knowledge base in semi/passageEmbeddings.json (run npm run semi:embeddings after editing the knowledge base)', () => {
    expect(unitsMissingFromCache(kb.passages)).toEqual([]);
  });

  it('finds the passage that means what a question asks in words the knowledge base does not use', async () => {
    const { passages } = await index.rank('what knobs can i tweak in the pipes demo');
    expect(passages[0]?.passage.heading).toBe('The Pipes image demo');
  });

  it('ranks only the passages of the documents asked for', async () => {
    const { passages } = await index.rank('what is it?', new Set(['roadmap']));
    expect(passages.length).toBe(kb.passages.filter((p) => p.docId === 'roadmap').length);
    expect(new Set(passages.map((hit) => hit.passage.docId))).toEqual(new Set(['roadmap']));
    const similarities = passages.map((hit) => hit.similarity);
    expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
  });

  it('tells a question the knowledge base does not answer by its closeness to the out-of-scope kinds', async () => {
    const outside = await index.rank('is there an android app for hash');
    expect(outside.outOfScope).toBeGreaterThan(outside.passages[0]!.similarity);
    const inside = await index.rank('what knobs can i tweak in the pipes demo');
    expect(inside.outOfScope).toBeLessThan(inside.passages[0]!.similarity);
  });

  it("compares a question about one product with what the site leaves out, with the product's name taken out of both", async () => {
    expect(withoutProductName('Hash (#) keeps notes. Is HASH free? Is hashing?', 'Hash')).toBe('it keeps notes. is it free? is hashing?');
    expect(await index.beyondProduct('does hash have an ipad app', 'Hash')).toBeGreaterThan(0);
    expect(await index.beyondProduct('who is hash for', 'Hash')).toBeLessThan(0);
  });

  describe('cache file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'semi-embeddings-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('holds one vector per unit and gives the same ranking as vectors embedded at start-up', async () => {
      const passages = kb.passages.filter((p) => p.docId === 'scout');
      const file = join(dir, 'embeddings.json');
      const texts = new Set(unitsOf(passages).map((unit) => unit.text));
      expect(unitsMissingFromCache(passages, file)).toHaveLength(texts.size);
      expect(await writeEmbeddingsFile(passages, file)).toBe(texts.size);
      expect(unitsMissingFromCache(passages, file)).toEqual([]);
      const written = readFileSync(file, 'utf8');
      await writeEmbeddingsFile(passages, file);
      expect(readFileSync(file, 'utf8'), 'writing again without changes leaves the file as it was').toBe(written);

      const fromFile = await createSemanticIndex(passages, { cacheFile: file }).rank('how quick is scout');
      const fromScratch = await createSemanticIndex(passages, { cacheFile: join(dir, 'absent.json') }).rank('how quick is scout');
      expect(fromFile.passages.map((hit) => hit.passage.id)).toEqual(fromScratch.passages.map((hit) => hit.passage.id));
      fromFile.passages.forEach((hit, i) => expect(hit.similarity).toBeCloseTo(fromScratch.passages[i]!.similarity, 2));
    }, 120_000);
  });
});
