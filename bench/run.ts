/**
 * `npm run bench`: every benchmark of the project. Prints each figure, keeps them in
 * bench/results.json and renders bench/REPORT.md. `--quick` shortens every run;
 * `--only=pages,semi` runs just those groups and keeps the others' last figures
 * (`--only=workers`: the WORKERS=1 against WORKERS=2 comparison alone); `--report` measures nothing
 * and renders REPORT.md again from results.json and the investigations (after editing one).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { DatabaseKind } from '../prisma/database.ts';
import { renderedCatalogCache } from '../tests/support/catalogCache.ts';
import type { BenchGroup, BenchSettings } from './benchGroup.ts';
import { apiGroup, endToEndGroup, eventStoreGroup, exportGroup, loadGroup, memoryGroup, rebuildGroup, workersGroup } from './databaseGroups.ts';
import type { Figure, Results } from './figures.ts';
import { formatValue } from './figures.ts';
import { renderReport, type Investigation } from './report.ts';
import { imagesGroup, pagesGroup, semiGroup, startGroup, uploadsGroup } from './siteGroups.ts';
import { postgresAvailable } from './support.ts';

const resultsUrl = new URL('./results.json', import.meta.url);
const reportUrl = new URL('./REPORT.md', import.meta.url);
const previous = existsSync(resultsUrl) ? (JSON.parse(readFileSync(resultsUrl, 'utf8')) as Partial<Results>) : undefined;
if (process.argv.includes('--report')) {
  if (!previous?.groups || !previous.machine || !previous.date) throw new Error('bench/results.json holds no figures to render: run the benchmarks first');
  writeFileSync(reportUrl, renderReport(previous as Results, readInvestigations()));
  console.log('wrote bench/REPORT.md');
  process.exit(0);
}

const quick = process.argv.includes('--quick');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
// Servers the benchmarks start copy the rendered catalog instead of rendering it each time.
process.env.CHB_CATALOG_CACHE = await renderedCatalogCache();
const seconds = quick ? 1 : 3;
const runs = quick ? 1 : 3;
const kinds: DatabaseKind[] = postgresAvailable() ? ['pglite', 'postgresql'] : ['pglite'];
const settings: BenchSettings = { quick, seconds, runs, kinds };

/** Every group, in the order they run. */
const groups: BenchGroup[] = [
  eventStoreGroup,
  apiGroup,
  imagesGroup,
  uploadsGroup,
  semiGroup,
  exportGroup,
  memoryGroup,
  endToEndGroup,
  loadGroup,
  workersGroup,
  rebuildGroup,
  startGroup,
  pagesGroup,
];

const results: Results = {
  date: new Date().toISOString(),
  machine: { cores: cpus().length, cpu: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  groups: only ? { ...previous?.groups } : {},
};

console.log(`Benchmarks on ${results.machine.cores} cores (${results.machine.cpu ?? 'unknown'}), ${results.machine.memoryGiB} GiB; median of ${runs} run(s)`);
for (const group of groups.filter((g) => !only || only.includes(g.id))) {
  console.log(`\n${group.title}`);
  const figures: Figure[] = [];
  await group.run((figure) => {
    figures.push(figure);
    const target = figure.target ? ` (target ${figure.target}: ${figure.met ? 'met' : 'NOT met'})` : '';
    console.log(`${figure.name.padEnd(64)} ${formatValue(figure.value).padStart(10)} ${figure.unit}${target}`);
  }, settings);
  results.groups[group.id] = { title: group.title, date: new Date().toISOString(), runs, figures, machine: results.machine };
  // Written after every group: a long run that fails late keeps what it measured.
  writeFileSync(resultsUrl, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(reportUrl, renderReport(results, readInvestigations()));
}
console.log('\nwrote bench/results.json and bench/REPORT.md');

/** bench/investigations/*.md, by name: written by hand, kept in the report (see report.ts). */
function readInvestigations(): Investigation[] {
  const folder = new URL('./investigations/', import.meta.url);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({ name, text: readFileSync(new URL(name, folder), 'utf8') }));
}
