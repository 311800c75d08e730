/**
 * Issue 30's targets: a 12-megapixel JPEG from upload to visible on the journey, every derivative's time
 * and size, and 20 such uploads at once (no 5xx, the server's peak RSS, the 20-image page query's p99
 * during them against its p99 without them).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { processImage } from '../media/processImage.ts';
import { startServer, type ServerProcess } from '../tests/support/serverProcess.ts';
import { photoLikePixels } from '../tests/media/testImages.ts';
import { adminSessionOf, percentile } from './support.ts';

const PASSWORD = 'bench uploads password';
const PAGE_QUERY = '{ images(limit: 20) { total items { id title file { src srcset sources { type srcset } placeholder width height } } } }';

export interface DerivativeFigure {
  file: string;
  ms: number;
  bytes: number;
  shareOfUpload: number;
}

export interface UploadFigures {
  uploadBytes: number;
  /** Upload answered 201 → the journey's images query lists it, median of runs. */
  visibleMs: number[];
  derivatives: DerivativeFigure[];
  pipelineMs: number;
  concurrent: { uploads: number; serverErrors: number; otherErrors: number; seconds: number; peakRssMb: number; idleRssMb: number };
  pageQuery: { quietP99Ms: number; quietMaxMs: number; duringP99Ms: number; duringMaxMs: number; samplesDuring: number };
}

/** A photograph-like 12-megapixel JPEG (4000 × 3000), as a phone or camera makes it. */
export async function twelveMegapixelJpeg(seed = 42): Promise<Buffer> {
  return sharp(await photoLikePixels(4000, 3000, seed), { raw: { width: 4000, height: 3000, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

function uploadForm(bytes: Buffer, title: string): FormData {
  const form = new FormData();
  const fields = { title, prompt: 'a photograph', perspective: 'startup_founders', journeyStage: 'brand_discovery', sessionId: 'session-early-experiments', learningStatus: 'final_version', complexityLevel: '3' };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${title}.jpg`);
  return form;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function pageQueryMs(server: ServerProcess): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: PAGE_QUERY }) });
  await response.text();
  if (!response.ok) throw new Error(`page query answered ${response.status}`);
  return performance.now() - started;
}

/** Page queries one after another until `until` settles; their latencies. */
async function pageQueriesUntil(server: ServerProcess, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const samples: number[] = [];
  while (!done) samples.push(await pageQueryMs(server));
  return samples;
}

export async function benchUploads(runs: number): Promise<UploadFigures> {
  const photo = await twelveMegapixelJpeg();
  const processed = await processImage(photo);
  const derivatives = [processed.original, ...processed.derivatives].map((file) => ({
    file: `${file.format} ${file.width}×${file.height}${file === processed.original ? ' (original)' : ''}`,
    ms: file.encodeMs,
    bytes: file.bytes,
    shareOfUpload: file.bytes / photo.length,
  }));

  const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'chb-bench-uploads-')), ADMIN_PASSWORD: PASSWORD, RATE_LIMITS: 'false' });
  try {
    const token = await adminSessionOf(server.url, PASSWORD);
    const upload = (bytes: Buffer, title: string) => fetch(`${server.url}/api/creative/images`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: uploadForm(bytes, title) });

    const visibleMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const bytes = await twelveMegapixelJpeg(100 + run);
      const started = performance.now();
      const response = await upload(bytes, `Bench photo ${run}`);
      const { id } = (await response.json()) as { id: string };
      for (;;) {
        const listed = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ images(sort: NEWEST, limit: 1) { items { id } } }' }) });
        if (JSON.stringify(await listed.json()).includes(id)) break;
      }
      visibleMs.push(performance.now() - started);
    }

    const quiet: number[] = [];
    for (let i = 0; i < 200; i++) quiet.push(await pageQueryMs(server));
    const idleRssMb = rssMb(server.child.pid!);
    const photos = await Promise.all(Array.from({ length: 20 }, (_, index) => twelveMegapixelJpeg(1000 + index)));
    let peakRssMb = idleRssMb;
    const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(server.child.pid!))), 100);
    const started = performance.now();
    const all = Promise.all(photos.map((bytes, index) => upload(bytes, `Burst ${index}`).then(async (response) => (await response.arrayBuffer(), response.status))));
    const during = await pageQueriesUntil(server, all);
    const statuses = await all;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return {
      uploadBytes: photo.length,
      visibleMs,
      derivatives,
      pipelineMs: processed.timings.totalMs,
      concurrent: {
        uploads: statuses.filter((status) => status === 201).length,
        serverErrors: statuses.filter((status) => status >= 500).length,
        otherErrors: statuses.filter((status) => status >= 400 && status < 500).length,
        seconds,
        peakRssMb,
        idleRssMb,
      },
      pageQuery: { quietP99Ms: percentile(quiet, 99), quietMaxMs: Math.max(...quiet), duringP99Ms: percentile(during, 99), duringMaxMs: Math.max(...during), samplesDuring: during.length },
    };
  } finally {
    await server.stop();
  }
}
