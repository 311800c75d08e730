/**
 * The benchmark groups that measure the product around the database: rendering the image catalog,
 * Semi's answers, a production start, and the pages in Lighthouse.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Evaluation } from '../tests/semi/evaluation.ts';
import type { BenchGroup, RecordFigure } from './benchGroup.ts';
import { benchCatalogRender } from './images.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchSemi, type AskedCase, type SetFigures } from './semi.ts';
import { curveSvg } from './semiCurve.ts';
import { benchStart } from './start.ts';
import { benchUploads } from './uploads.ts';
import { median } from './support.ts';

/** Semi's curve of right against confidently wrong, beside REPORT.md (which links it). */
export const SEMI_CURVE_FILE = new URL('./semiCurve.svg', import.meta.url);

export const imagesGroup: BenchGroup = {
  id: 'images',
  title: 'Image generation',
  async run(record) {
    const catalog = await benchCatalogRender();
    record({
      name: `render the whole catalog (${catalog.images} images) from empty`,
      value: catalog.seconds,
      unit: 's',
      target: '< 60',
      met: catalog.seconds < 60,
    });
    record({ name: '  time per image (rendered at 1600 px, then every width and format of the pipeline), p50', value: catalog.p50PerImageMs, unit: 'ms' });
  },
};

export const uploadsGroup: BenchGroup = {
  id: 'uploads',
  title: "The company's own images: uploads",
  async run(record, { runs }) {
    const figures = await benchUploads(runs);
    const visible = median(figures.visibleMs);
    record({
      name: `a 12-megapixel JPEG (${(figures.uploadBytes / 1024 / 1024).toFixed(1)} MB): upload, every derivative, listed on the journey, median of ${figures.visibleMs.length}`,
      value: visible / 1000,
      unit: `s (worst ${(Math.max(...figures.visibleMs) / 1000).toFixed(2)} s)`,
      target: '< 3',
      met: visible < 3000,
    });
    record({ name: '  the pipeline alone (decode, orient, sRGB, every file, placeholder)', value: figures.pipelineMs, unit: 'ms' });
    for (const derivative of figures.derivatives) {
      record({ name: `  ${derivative.file}`, value: derivative.ms, unit: `ms, ${Math.round(derivative.bytes / 1024)} KB (${(derivative.shareOfUpload * 100).toFixed(1)} % of the upload)` });
    }
    const { concurrent, pageQuery } = figures;
    record({ name: `20 such uploads at once: answered 5xx (${concurrent.uploads} catalogued in ${concurrent.seconds.toFixed(1)} s)`, value: concurrent.serverErrors, unit: 'uploads', target: '0', met: concurrent.serverErrors === 0 && concurrent.uploads === 20 });
    record({ name: '  server RSS, peak during them (idle before)', value: concurrent.peakRssMb, unit: `MB (idle ${concurrent.idleRssMb.toFixed(0)} MB)` });
    const ratio = pageQuery.duringP99Ms / pageQuery.quietP99Ms;
    record({
      name: `  the 20-image page query during them, p99 as a ratio to without them (${pageQuery.samplesDuring} samples)`,
      value: ratio,
      unit: `× (p99 ${pageQuery.duringP99Ms.toFixed(1)} ms vs ${pageQuery.quietP99Ms.toFixed(1)} ms; worst ${pageQuery.duringMaxMs.toFixed(0)} ms vs ${pageQuery.quietMaxMs.toFixed(0)} ms)`,
      target: '<= 2',
      met: ratio <= 2,
    });
  },
};

export const semiGroup: BenchGroup = {
  id: 'semi',
  title: 'Semi, the chat assistant',
  async run(record, { quick }) {
    const loadBefore = loadavg()[0]!;
    const semi = await benchSemi(quick ? 1 : 3, quick ? 1 : 3);
    const { development, heldOut, wordsOnly, operatingPoint, bursts } = semi;
    writeFileSync(
      SEMI_CURVE_FILE,
      curveSvg(
        [
          { name: 'development', points: development.curve, operatingPoint, colour: '#1565c0' },
          { name: 'held-out', points: heldOut.curve, operatingPoint, colour: '#c62828' },
        ],
        { label: 'held-out target', wrongAtMostPercent: 3, rightAtLeastPercent: 85 },
      ),
    );
    recordOutcomes(record, 'development', development, operatingPoint);
    recordOutcomes(record, 'held-out', heldOut, operatingPoint);

    const unanswerable = heldOut.cases.filter((asked) => asked.c.category === 'fallback' || asked.c.category === 'adversarial');
    const answeredWrong = unanswerable.filter((asked) => asked.outcome === 'wrong');
    record({
      name: `held-out unanswerable and adversarial cases answered confidently wrong (category 'fallback': ${unanswerable.filter((a) => a.c.category === 'fallback').length}; 'adversarial', prompt injections among them: ${unanswerable.filter((a) => a.c.category === 'adversarial').length})`,
      value: answeredWrong.length,
      unit: `answers (of ${unanswerable.length})`,
      target: '0',
      met: answeredWrong.length === 0,
      ...(answeredWrong.length > 0 ? { note: `answered: ${answeredWrong.map(wrongAnswer).join(' ∙ ')}` } : {}),
    });
    const wordsShare = (e: Evaluation, outcome: 'right' | 'wrong') => `${((e.outcomes[outcome] / e.total) * 100).toFixed(1)} % ${outcome}`;
    record({
      name: '  baseline in this run: by words alone (no sentence encoder, no confidence model), held-out right',
      value: (wordsOnly.heldOut.outcomes.right / wordsOnly.heldOut.total) * 100,
      unit: `% (${wordsOnly.heldOut.outcomes.right}/${wordsOnly.heldOut.total}; ${wordsShare(wordsOnly.heldOut, 'wrong')}); development ${wordsShare(wordsOnly.development, 'right')}, ${wordsShare(wordsOnly.development, 'wrong')}`,
    });
    record({
      name: 'answer latency on the server, new question each time, p99',
      value: semi.answerMs.p99,
      unit: `ms (worst ${semi.answerMs.max.toFixed(1)} ms, p50 ${semi.answerMs.p50.toFixed(2)} ms, ${semi.answerMs.count} answers; by words alone p99 ${semi.wordsOnlyAnswerP99Ms.toFixed(2)} ms)`,
      target: '<= 50',
      met: semi.answerMs.p99 <= 50,
    });
    record({
      name: 'POST /api/semi/chat round trip (answer + event), pglite, new questions, p99',
      value: semi.httpP99Ms,
      unit: `ms (p50 ${semi.httpP50Ms.toFixed(1)} ms, ${semi.httpRequests} requests; asked again p99 ${semi.httpRepeatP99Ms.toFixed(1)} ms)`,
    });
    const byHealthz = [...bursts].sort((a, b) => a.healthz.p99Ms - b.healthz.p99Ms);
    const burst = byHealthz[Math.floor((byHealthz.length - 1) / 2)]!;
    record({
      name: `GET /healthz during a burst of ${burst.chats} questions at once, each with a 10-turn, 2,000-character history, p99`,
      value: burst.healthz.p99Ms,
      unit: `ms (median of ${bursts.length} bursts, each on a new server: p99 ${bursts.map((run) => run.healthz.p99Ms.toFixed(1)).join(', ')} ms; worst of all ${Math.max(...bursts.map((run) => run.healthz.maxMs)).toFixed(1)} ms; the median burst: p50 ${burst.healthz.p50Ms.toFixed(1)} ms, ${burst.healthz.samples} samples every ~10 ms, idle before p99 ${burst.quietHealthz.p99Ms.toFixed(1)} ms)`,
      target: '<= 20',
      met: burst.healthz.p99Ms <= 20,
    });
    const count = (status: string) => bursts.reduce((sum, run) => sum + (run.statuses[Number(status)] ?? 0), 0);
    const others = [...new Set(bursts.flatMap((run) => Object.keys(run.statuses)))].filter((status) => status !== '200' && status !== '503');
    record({
      name: "  the bursts' chats answered 200",
      value: count('200'),
      unit: `of ${bursts.reduce((sum, run) => sum + run.chats, 0)} (503 shed by the encoder's bounded queue: ${count('503')}, ${bursts.reduce((sum, run) => sum + run.busyWithRetryAfter, 0)} with Retry-After${others.map((status) => `; ${status}: ${count(status)}`).join('')}; each burst answered in ${bursts.map((run) => run.seconds.toFixed(1)).join(', ')} s, slowest chat ${Math.max(...bursts.map((run) => run.chat.maxMs)).toFixed(0)} ms)`,
    });
    // Latencies on a shared 2-core machine move with whatever else runs: say how busy it was.
    record({ name: 'machine load average (1 min) when this group ended', value: loadavg()[0]!, unit: `(when it started: ${loadBefore.toFixed(1)})` });
  },
};

/** Right, honest fallback and confidently wrong at the operating point; held-out carries issue 31's targets. */
function recordOutcomes(record: RecordFigure, set: 'development' | 'held-out', figures: SetFigures, operatingPoint: number): void {
  const { right, fallback, wrong, other } = figures.outcomes;
  const total = figures.cases.length;
  const share = (n: number) => (n / total) * 100;
  const heldOut = set === 'held-out';
  const swept = figures.curve.find((p) => p.threshold === operatingPoint);
  const reproduced =
    swept && swept.right === right && swept.wrong === wrong && swept.fallback === fallback
      ? `The curve's point at ${operatingPoint} (bench/semiCurve.svg) gives the same counts.`
      : `The curve's point at ${operatingPoint} differs: ${JSON.stringify(swept)}.`;
  // In hindsight, not a choice: the most right answers any threshold gives on this set within 3 % wrong.
  const best = figures.curve.filter((p) => share(p.wrong) <= 3).sort((a, b) => b.right - a.right)[0];
  const bestNote = best ? ` On this set's curve the most right answers within 3 % wrong are ${share(best.right).toFixed(1)} % (threshold ${best.threshold}).` : '';
  record({
    name: heldOut
      ? `held-out set (${total} cases, never fitted on): right at the operating point ${operatingPoint}`
      : `development set (${total} cases; the confidence model and its operating point were fitted on it): right at the operating point ${operatingPoint}`,
    value: share(right),
    unit: `% (${right})`,
    ...(heldOut ? { target: '>= 85', met: share(right) >= 85 } : {}),
    note: `${heldOut ? '' : 'In sample: no target. '}${reproduced}${heldOut ? bestNote : ''}`,
  });
  record({
    name: `  ${set}: honest fallback ("I don't know") to a case expecting something else`,
    value: share(fallback),
    unit: `% (${fallback}; another fixed reply it did not expect: ${other})`,
  });
  const wrongCases = figures.cases.filter((asked) => asked.outcome === 'wrong');
  record({
    name: `  ${set}: confidently wrong (a knowledge answer that fails the case)`,
    value: share(wrong),
    unit: `% (${wrong})`,
    ...(heldOut ? { target: '<= 3', met: share(wrong) <= 3, note: wrongCases.length > 0 ? `answered: ${wrongCases.map(wrongAnswer).join(' ∙ ')}` : 'no held-out case answered confidently wrong.' } : {}),
  });
}

/** A wrong answer in a note: the question (after its earlier ones) and the start of what Semi said. */
function wrongAnswer({ c, answer }: AskedCase): string {
  const asked = [...(c.previous ?? []), c.question].map((q) => JSON.stringify(q)).join(' → ');
  const said = answer.content.split('\n')[0]!;
  return `${asked}: "${said.length > 90 ? `${said.slice(0, 90).trimEnd()}...` : said}" (${answer.sources.map((s) => s.page).join(', ') || 'no source'})`;
}

export const startGroup: BenchGroup = {
  id: 'start',
  title: 'Production start: a second `npm start` of an unchanged checkout',
  async run(record, { quick }) {
    const start = await benchStart(quick ? 3 : 5);
    record({
      name: 'npm start until /healthz answers (median)',
      value: start.npmStartMs / 1000,
      unit: `s (largest ${(start.npmStartMaxMs / 1000).toFixed(2)} s of ${start.runs}; build check, then node dist/server/api/main.js)`,
      target: '<= 5',
      met: start.npmStartMaxMs <= 5000,
    });
    record({ name: '  the sources through tsx, as npm start ran before (median)', value: start.tsxStartMs / 1000, unit: 's' });
    record({ name: '  ratio npm start / tsx', value: start.npmStartMs / start.tsxStartMs, unit: 'x' });
  },
};

export const pagesGroup: BenchGroup = {
  id: 'pages',
  title: 'Pages: Lighthouse (mobile preset, after one discarded warm-up run) and page weight',
  async run(record, { quick }) {
    for (const page of await benchLighthouse(['/', '/products', '/creative-process'], quick ? 1 : 3)) {
      const at = `, ${page.path}`;
      record({
        name: `Lighthouse performance${at}`,
        value: page.performance,
        unit: '/ 100',
        target: '>= 98',
        met: page.performance >= 98,
      });
      record({ name: `  accessibility${at}`, value: page.accessibility, unit: '/ 100', target: '100', met: page.accessibility === 100 });
      record({ name: `  best practices${at}`, value: page.bestPractices, unit: '/ 100' });
      record({ name: `  SEO${at}`, value: page.seo, unit: '/ 100', target: '100', met: page.seo === 100 });
      record({
        name: `  largest contentful paint${at}`,
        value: page.lcpMs / 1000,
        unit: 's',
        target: '< 2.0',
        met: page.lcpMs < 2000,
        note:
          page.lcpMs >= 2000
            ? "Lighthouse's simulated slow 4G counts every request started before the largest paint; the hydration scripts start only after the first paint (web/ssr/afterPaintLoader.ts), so the largest paint came late on this run (a busy machine slows the observed page load that the simulation scales)."
            : undefined,
      });
      record({ name: `  cumulative layout shift${at}`, value: page.cls, unit: '', target: '< 0.05', met: page.cls < 0.05 });
      record({ name: `  total blocking time${at}`, value: page.tbtMs, unit: 'ms', target: '<= 150', met: page.tbtMs <= 150 });
      record({ name: `  page weight${at}`, value: page.totalBytes / 1024, unit: `KB transferred (scripts ${(page.scriptBytes / 1024).toFixed(1)} KB)` });
    }
  },
};
