import { describe, expect, it } from 'vitest';
import { loadSentenceEncoder } from './encoderModel.ts';

describe('the sentence encoder as loaded', () => {
  it('keeps no copy of its weights beside the ones it runs on, and still embeds', async () => {
    const model = await loadSentenceEncoder();
    const artifacts = (model.model as unknown as { artifacts?: { weightData?: unknown; weightSpecs?: unknown[] } }).artifacts;
    expect(artifacts?.weightSpecs?.length).toBeGreaterThan(0);
    expect(artifacts?.weightData).toBeUndefined();
    const [vector] = await model.embed(['What does Hash do?']);
    expect(vector).toHaveLength(512);
    expect(Math.hypot(...vector!)).toBeCloseTo(1, 2);
  }, 30_000);
});
