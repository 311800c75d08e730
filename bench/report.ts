/**
 * Renders bench/results.json as the readable bench/REPORT.md, with the investigations written by hand
 * (bench/investigations/*.md: how a figure was understood, what changed it), which a run keeps. An
 * investigation named after a group (`<group id>.md`) belongs to that group: one that starts with the
 * group's own heading replaces its rendered section (figures measured by hand after its last run),
 * any other follows that section; the rest come after every group.
 */
import { causeOfMiss } from './bottlenecks.ts';
import { formatValue, type Figure, type Results } from './figures.ts';

const GROUP_ORDER = ['eventStore', 'api', 'images', 'semi', 'export', 'endToEnd', 'load', 'workers', 'pages'];

/** bench/investigations/<name>.md */
export interface Investigation {
  name: string;
  text: string;
}

/** Pictures beside REPORT.md that a group's run writes. */
const GROUP_PICTURES: Record<string, string[]> = { semi: ['![wrong against right](semiCurve.svg)'] };

/** A figure's own note, or for a target not met, its cause as last profiled. */
const noteOf = (figure: Figure) => causeOfMiss(figure) ?? figure.note;

export function renderReport(results: Results, investigations: readonly Investigation[] = []): string {
  const groups = Object.entries(results.groups).sort(([a], [b]) => rank(a) - rank(b));
  const lines = [
    '# Benchmark report',
    '',
    'Written by `npm run bench` from `bench/results.json`; do not edit by hand.',
    '',
    `Machine: ${results.machine.cores} cores (${results.machine.cpu ?? 'unknown CPU'}), ${results.machine.memoryGiB} GiB, Node ${results.machine.node}.`,
    'The machine is shared with other work, so figures are medians over several runs and move between runs;',
    'compare ratios (ours / raw, cached / uncached) rather than absolute figures across machines.',
    '',
  ];

  const missed = groups.flatMap(([, group]) => group.figures.filter((figure) => figure.met === false).map((figure) => ({ group: group.title, figure })));
  lines.push('## Targets not met', '');
  if (missed.length === 0) lines.push('None: every figure with a target met it.', '');
  else {
    for (const { group, figure } of missed) {
      const note = noteOf(figure);
      lines.push(`- ${group}: ${figure.name.trim()} = ${formatValue(figure.value)} ${figure.unit}, target ${figure.target}.${note ? ` ${note}` : ''}`);
    }
    lines.push('');
  }

  const ofGroup = (id: string) => investigations.filter((investigation) => investigation.name === `${id}.md`).map((investigation) => investigation.text.trim());
  for (const [id, group] of groups) {
    const heading = `## ${group.title}`;
    const own = ofGroup(id);
    const replacement = own.find((text) => text.split('\n', 1)[0] === heading);
    if (replacement) {
      for (const text of [replacement, ...own.filter((text) => text !== replacement)]) lines.push(text, '');
      continue;
    }
    const elsewhere = group.machine && group.machine.cpu !== results.machine.cpu ? ` on ${group.machine.cores} cores (${group.machine.cpu ?? 'unknown CPU'})` : '';
    lines.push(heading, '', `Measured ${group.date.slice(0, 16).replace('T', ' ')} UTC${elsewhere}, median of ${group.runs} run(s).`, '');
    lines.push('| figure | value | target | |', '|---|---:|---|---|');
    for (const figure of group.figures) {
      const status = figure.met === undefined ? '' : figure.met ? 'met' : '**not met**';
      lines.push(`| ${escape(figure.name.trim())} | ${formatValue(figure.value)} ${escape(figure.unit)} | ${escape(figure.target ?? '')} | ${status} |`);
    }
    const notes = group.figures.filter((figure) => noteOf(figure));
    if (notes.length > 0) {
      lines.push('');
      for (const figure of notes) lines.push(`- ${escape(figure.name.trim())}: ${noteOf(figure)}`);
    }
    lines.push('');
    for (const picture of GROUP_PICTURES[id] ?? []) lines.push(picture, '');
    for (const text of own) lines.push(text, '');
  }
  const groupFiles = new Set(groups.map(([id]) => `${id}.md`));
  for (const investigation of investigations) if (!groupFiles.has(investigation.name)) lines.push(investigation.text.trim(), '');
  return `${lines.join('\n').trimEnd()}\n`;
}

const rank = (group: string) => {
  const index = GROUP_ORDER.indexOf(group);
  return index === -1 ? GROUP_ORDER.length : index;
};

const escape = (text: string) => text.replace(/\|/g, '\\|');
