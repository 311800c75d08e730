/**
 * `npx tsx tests/media/pipelineFigures.ts [runs]`: the image pipeline on a 12-megapixel photo-like JPEG
 * (4000×3000), each run in a fresh process so its peak RSS is the pipeline's own: the whole time, the time
 * and bytes of each file against the upload, and the peak RSS. Medians of `runs` (3).
 * With a file argument (`--one <file> <parallelEncodes> <threads>`) it is that fresh process.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processImage } from '../../media/processImage.ts';
import { configureSharp } from '../../media/mediaSettings.ts';
import { cameraJpeg } from './testImages.ts';

interface Run {
  totalMs: number;
  decodeMs: number;
  analyseMs: number;
  rssBeforeMb: number;
  peakRssMb: number;
  files: { name: string; bytes: number; ms: number }[];
}

async function one(file: string, parallelEncodes: number, threads: number): Promise<void> {
  configureSharp({ threads });
  const upload = readFileSync(file);
  const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
  const image = await processImage(upload, { parallelEncodes });
  const run: Run = {
    ...image.timings,
    rssBeforeMb,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    files: [image.original, ...image.derivatives].map((encoded) => ({
      name: `${encoded === image.original ? 'original ' : ''}${encoded.format} ${encoded.width}×${encoded.height}`,
      bytes: encoded.bytes,
      ms: encoded.encodeMs,
    })),
  };
  process.stdout.write(JSON.stringify(run));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(runs: number): Promise<void> {
  const file = join(mkdtempSync(join(tmpdir(), 'chb-pipeline-')), 'photo.jpg');
  const upload = await cameraJpeg(4000, 3000);
  writeFileSync(file, upload);
  console.log(`upload: 4000×3000 JPEG, ${(upload.length / 1024).toFixed(0)} KB, EXIF orientation 6 (runs: ${runs}, medians)`);
  for (const [parallelEncodes, threads] of [
    [1, 1],
    [2, 1],
    [2, 2],
  ] as const) {
    const results: Run[] = [];
    for (let index = 0; index < runs; index += 1) {
      const output = execFileSync(process.execPath, [...process.execArgv, import.meta.filename, '--one', file, String(parallelEncodes), String(threads)]);
      results.push(JSON.parse(output.toString()) as Run);
    }
    const pick = (key: 'totalMs' | 'decodeMs' | 'analyseMs' | 'rssBeforeMb' | 'peakRssMb') => median(results.map((run) => run[key])).toFixed(0);
    console.log(`\nparallelEncodes ${parallelEncodes}, sharp threads ${threads}: whole pipeline ${pick('totalMs')} ms (decode ${pick('decodeMs')} ms, placeholder and colour ${pick('analyseMs')} ms), RSS ${pick('rssBeforeMb')} MB before, peak ${pick('peakRssMb')} MB`);
    if (parallelEncodes !== 1) continue;
    for (const [index, { name, bytes }] of results[0]!.files.entries()) {
      const ms = median(results.map((run) => run.files[index]!.ms));
      console.log(`  ${name.padEnd(26)} ${ms.toFixed(0).padStart(5)} ms ${(bytes / 1024).toFixed(0).padStart(6)} KB  ${((bytes / upload.length) * 100).toFixed(1).padStart(5)} % of the upload`);
    }
  }
}

const [flag, file, parallelEncodes, threads] = process.argv.slice(2);
if (flag === '--one') await one(file!, Number(parallelEncodes), Number(threads));
else await main(Number(flag ?? 3));
