import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { SLOWEST_FILES, SlowestFirst } from './slowestFirst.ts';

const project = (name: string, groupOrder: number) => ({ name, config: { sequence: { groupOrder }, isolate: true } });
const unit = project('unit', 0);
const dom = project('dom', 0);
const int = project('int', 1);
const sizes = new Map<string, number>();
const spec = (of: ReturnType<typeof project>, file: string, size: number) => {
  sizes.set(`${of.name}:${file}`, size);
  return { project: of, moduleId: `/repo/${file}` } as unknown as TestSpecification;
};
// No timings from an earlier run (a clean clone): vitest orders each project's files by size.
const ctx = { config: { root: '/repo' }, cache: { getFileTestResults: () => undefined, getFileStats: (key: string) => ({ size: sizes.get(key) ?? 0 }) } };

describe('the slowest files first', () => {
  it('moves the listed files to the front of the group that runs them, in the listed order, and keeps the groups and the rest in order', async () => {
    const files = [
      spec(dom, 'web/Big.dom.spec.tsx', 30_000),
      spec(int, 'tests/api/big.int.spec.ts', 9_000),
      spec(unit, 'semi/semanticIndex.unit.spec.ts', 2_000),
      spec(unit, 'semi/semi.unit.spec.ts', 20_000),
      spec(int, SLOWEST_FILES[5]!, 1_000),
      spec(int, 'tests/api/small.int.spec.ts', 500),
      spec(int, SLOWEST_FILES[4]!, 2_000),
      spec(unit, 'api/config.unit.spec.ts', 1_000),
    ];
    const sorted = await new SlowestFirst(ctx as unknown as Vitest).sort(files);
    expect(sorted.map((file) => `${file.project.name} ${file.moduleId.slice('/repo/'.length)}`)).toEqual([
      'unit semi/semi.unit.spec.ts',
      'unit semi/semanticIndex.unit.spec.ts',
      'dom web/Big.dom.spec.tsx',
      'unit api/config.unit.spec.ts',
      `int ${SLOWEST_FILES[4]}`,
      `int ${SLOWEST_FILES[5]}`,
      'int tests/api/big.int.spec.ts',
      'int tests/api/small.int.spec.ts',
    ]);
  });
});
