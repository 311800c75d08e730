import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vocabularies as declared } from '../../domain/vocabularies.ts';
import type { Vocabulary } from '../../domain/vocabulary.ts';

const vocabularies = declared as unknown as readonly Vocabulary<string>[];

/**
 * domain/vocabulary.ts is the only place that lists the domain's closed sets; everything else derives
 * from it (the web through web/generated). A second list drifts: this finds one. Tests are left out on
 * purpose: they state expected values literally.
 */
const sourceFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.js', '*.cjs'], { encoding: 'utf8' })
  .split('\n')
  .filter((path) => path && !/^(domain|web\/generated|prisma\/generated|tests)\//.test(path) && !/\.spec\.tsx?$/.test(path));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const quoted = (text: string) => `['"\`]${escape(text)}['"\`]`;

/**
 * Every value of one set in one run of an array, a union or a call's arguments: a copy of the set
 * that would miss a value added later. A deliberate subset (the fields one form edits) is fine.
 */
function strayLists(source: string): string[] {
  const found: string[] = [];
  for (const { name, values } of vocabularies) {
    const anyValue = `(?:${values.map(quoted).join('|')})`;
    for (const [run] of source.matchAll(new RegExp(`${anyValue}(?:\\s*[,|]\\s*${anyValue})+`, 'g'))) {
      if (values.every((value) => new RegExp(quoted(value)).test(run))) found.push(`${name} values listed: ${run.replace(/\s+/g, ' ')}`);
    }
  }
  return found;
}

/** A map from two or more values of one set to their labels: a second copy of the labels. */
function strayLabelMaps(source: string): string[] {
  const found: string[] = [];
  for (const { name, values, labels } of vocabularies) {
    const entries = values.filter((value) => {
      const label = labels[value] ?? value;
      if (value === label) return false;
      const key = /^[A-Za-z_]\w*$/.test(value) ? `(?:${escape(value)}|${quoted(value)})` : quoted(value);
      return new RegExp(`${key}\\s*:\\s*${quoted(label)}`).test(source);
    });
    if (entries.length >= 2) found.push(`${name} labels mapped again: ${entries.join(', ')}`);
  }
  return found;
}

describe('the vocabulary', () => {
  it('is listed nowhere but domain/vocabulary.ts', () => {
    const stray = sourceFiles.flatMap((path) => {
      const source = readFileSync(path, 'utf8');
      return [...strayLists(source), ...strayLabelMaps(source)].map((finding) => `${path}: ${finding}`);
    });
    expect(stray).toEqual([]);
  });

  it('finds a stray list and a stray label map', () => {
    expect(strayLists("const stages = ['early_experiments', 'brand_discovery', 'perspective_mastery'];")).toHaveLength(1);
    expect(strayLists("type Kind = 'answer' | 'greeting' | 'thanks' | 'unknown' | 'declined';")).toHaveLength(1);
    expect(strayLists("const fields = ['description', 'learningStatus'] as const;")).toEqual([]);
    expect(strayLabelMaps("const labels = { startup_founders: 'Startup Founders', content_creators: 'Content Creators' };")).toHaveLength(1);
    expect(strayLists("const perspective = 'startup_founders';")).toEqual([]);
  });
});
