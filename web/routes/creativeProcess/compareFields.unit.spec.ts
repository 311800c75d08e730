import { describe, expect, it } from 'vitest';
import type { ImageDialog_ImageFragment } from '../../generated/graphql.ts';
import { compareRows, flattenParams } from './compareFields.ts';

const image = (id: string, change: Partial<ImageDialog_ImageFragment> = {}): ImageDialog_ImageFragment => ({
  id,
  title: `Image ${id}`,
  description: 'A description',
  filename: `${id}.png`,
  file: null,
  perspective: 'startup_founders',
  learningStatus: 'final_version',
  journeyStage: 'brand_discovery',
  sessionId: 'session-1',
  downloadCount: 3,
  complexityLevel: 2,
  prompt: 'A geometric garden',
  rejectionReason: null,
  correctionApproach: null,
  designPhilosophy: null,
  ...change,
});

const sessions = new Map([
  ['session-1', 'First light'],
  ['session-2', 'Second wind'],
]);

describe('the side-by-side rows', () => {
  it('flattens nested generation parameters into dotted keys', () => {
    expect(flattenParams({ seed: 7, context: { type: 'hero' }, tags: ['a', 'b'] })).toEqual([
      ['seed', '7'],
      ['context.type', 'hero'],
      ['tags', 'a, b'],
    ]);
    expect(flattenParams(null)).toEqual([]);
  });

  it('marks exactly the fields whose values differ between the images', () => {
    const rows = compareRows([image('a'), image('b', { perspective: 'content_creators', sessionId: 'session-2', downloadCount: 9 })], sessions);
    const differing = rows.filter((row) => row.differs).map((row) => row.key);
    expect(differing).toEqual(['title', 'perspective', 'session', 'downloads']);
    expect(rows.find((row) => row.key === 'session')?.values).toEqual(['First light', 'Second wind']);
  });

  it('compares generation parameters key by key, a missing key shown as a dash', () => {
    const params = new Map<string, unknown>([
      ['a', { seed: 1, colorPalette: 'vibrant', context: { type: 'hero' } }],
      ['b', { seed: 1, colorPalette: 'soft' }],
    ]);
    const rows = compareRows([image('a'), image('b')], sessions, params);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    expect(byKey.get('params.seed')).toMatchObject({ label: 'Seed', differs: false });
    expect(byKey.get('params.colorPalette')).toMatchObject({ label: 'Colour palette', values: ['vibrant', 'soft'], differs: true });
    expect(byKey.get('params.context.type')).toMatchObject({ values: ['hero', '—'], differs: true });
  });

  it('marks nothing as differing when only one image is compared', () => {
    expect(compareRows([image('a')], sessions).some((row) => row.differs)).toBe(false);
  });
});
