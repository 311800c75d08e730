/**
 * Renders bench/results.json as the readable bench/REPORT.md, followed by the investigations written by
 * hand (bench/investigations/*.md: how a figure was understood, what changed it), which a run keeps.
 */
import { causeOfMiss } from './bottlenecks.ts';
import { formatValue, type Figure, type Results } from './figures.ts';

const GROUP_ORDER = ['eventStore', 'api', 'images', 'semi', 'export', 'endToEnd', 'load', 'workers', 'pages'];

/** A figure's own note, or for a target not met, its cause as last profiled. */
const noteOf = (figure: Figure) => causeOfMiss(figure) ?? figure.note;

export function renderReport(results: Results, investigations: readonly string[] = []): string {
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

  for (const [, group] of groups) {
    const elsewhere = group.machine && group.machine.cpu !== results.machine.cpu ? ` on ${group.machine.cores} cores (${group.machine.cpu ?? 'unknown CPU'})` : '';
    lines.push(`## ${group.title}`, '', `Measured ${group.date.slice(0, 16).replace('T', ' ')} UTC${elsewhere}, median of ${group.runs} run(s).`, '');
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
  }
  for (const investigation of investigations) lines.push(investigation.trim(), '');
  return `${lines.join('\n').trimEnd()}\n`;
}

const rank = (group: string) => {
  const index = GROUP_ORDER.indexOf(group);
  return index === -1 ? GROUP_ORDER.length : index;
};

const escape = (text: string) => text.replace(/\|/g, '\\|');
