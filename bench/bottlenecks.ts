import type { Figure } from './figures.ts';

/**
 * Why a figure missed its target, as profiled and measured when it was last run (issue 16). Keyed by
 * the figure's name; the report prints the cause beside every target not met.
 */
const causes: { name: RegExp; cause: string }[] = [
  {
    name: /ratio ours \/ raw, pglite, 1 writer/,
    cause:
      'One writer waits for each commit, so nothing batches. The raw statement itself became 4.6-8x faster in this round (it runs as a prepared statement in one protocol message: 2,614-6,500/s against 570-803/s through PGlite\'s own query() in the same run), while ours still does the work of an append in one statement: bump the stream, insert the event (four indexes), update the image row and insert the download row. Measured apart on PGlite, the stream bump with the event insert costs 1.3-2.2x the raw statement and each read-model write about as much again. Our own code (validation, JSON, merging, planning) is under 3% of the profile; PGlite\'s WebAssembly and its file-system layer are the rest.',
  },
  {
    name: /ratio ours \/ raw, pglite, 8 writer/,
    cause:
      'Eight writers make batches of eight, one statement per batch, but a batch writes about eight times the rows and index entries of one raw statement (events with four indexes, stream rows, image rows, download rows). Profile of our appends alone: 34% PGlite\'s WebAssembly, 18% its JavaScript file-system layer (Emscripten NODEFS open/stat/write per commit), 27% idle, our code (validation, JSON, merging ops, statement text) under 3%. PGlite\'s per-query parser copy (7.7%) was removed.',
  },
  {
    name: /ratio ours \/ raw, postgresql, 1 writer/,
    cause:
      'One writer cannot batch: one round trip and one commit per append, for a statement that writes four rows against the raw two. Old and new code alternated on this machine gave 1,403 and 1,020/s (old) against 1,155 and 960/s (new), while the raw statement moved between 1,250 and 3,340/s from run to run.',
  },
  {
    name: /ratio ours \/ raw, postgresql, 8 writer/,
    cause:
      'Eight writers make batches of four on each of two lanes (two connections); the raw statement runs on eight connections at once, so PostgreSQL overlaps eight commits where we overlap two, and each batch still waits for its round trip and commit.',
  },
  {
    name: /^GraphQL 20-image page query, /,
    cause:
      'The cached answer is HTTP and GraphQL work only: in the profile Fastify, Yoga and the executor with the socket writes take nearly all of it, with autocannon on the same two cores. On this machine (Intel Xeon) old and new code alternated gave 1,409 and 1,364 requests/s (old) against 2,450 and 2,318 (new); the previous report\'s 4,652 was measured on a faster machine (AMD EPYC).',
  },
  {
    name: /^ {2}requests per second, postgresql/,
    cause:
      'The load generator (200 users\' fetch calls and 50 graphql-ws clients that parse every download event) shares the two cores with the server and PostgreSQL\'s backends. The database is not the limit: downloads and chat, which append, answer within 300 ms at p99, while static pages, which touch no database, are the slowest.',
  },
  {
    name: /^ {2}(page|images) p99, postgresql/,
    cause:
      'CPU, not the database: a static page touches no database and is the slowest action. With PostgreSQL\'s backends on the same two cores as the server and the load generator, the server\'s event loop falls behind; appends (downloads, chat) meet the target.',
  },
  {
    name: /server RSS at the end/,
    cause:
      'The check compares the peak of the last third of the run with the middle third; the RSS of one 60-second run includes the in-memory catalog, the response cache (up to 64 MB) and the compressed-body memo (up to 8 MB) filling. Not investigated further in this round.',
  },
  {
    name: /server RSS peak as a multiple of the same process idle/,
    cause:
      "The sentence encoder: the load's first question starts its worker thread (TensorFlow.js's code, its WebAssembly memory with the model's 28 MB of weights, the worker's heap), 88-95 MB once it has answered (measured on PostgreSQL, three starts, 50 questions), while the idle figure is taken before any question. Without it the peak would be about 1.2 x idle on PGlite and 1.3 x on PostgreSQL. What grew besides it was V8's old generation, which V8 let grow to four times what a full collection kept (heap 94 -> 237 MB on PostgreSQL); `--heap-growing-percent=50` holds it to 1.5 times (bench/investigations/memory.md).",
  },
  {
    name: /^(Lighthouse performance| {2}total blocking time), \//,
    cause:
      "Script work while the page loads, and this page sits at the limit on the Intel Xeon machine: the same code measured 134-256 ms in five runs of the pages group in one hour, one of them within the target (bench/investigations/pages.md); on the AMD EPYC machine, 2026-11-27 afternoon, one run measured 319 ms (performance 93) while / and /products measured 8-10 ms (100). In Lighthouse's own trace the blocking time comes from the three module evaluations (23-49 ms each before Lighthouse's fourfold simulation: the app, the Apollo client with its cache restore, the page with its read of the 54 prerendered images), the prerendered HTML's layout (14-26 ms), React's hydration slices (12-39 ms) and the background refresh's answer, whose tasks are now each under 12 ms (it writes only what changed since the build, in three tasks). Next: the page's module evaluation with its read of the prerendered images (44-57 ms), then only the first screenful of cards in the HTML.",
  },
];

export function causeOfMiss(figure: Figure): string | undefined {
  if (figure.met !== false) return undefined;
  return causes.find((entry) => entry.name.test(figure.name))?.cause;
}
