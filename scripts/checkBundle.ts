/**
 * Budget check for the home page: gzips every JavaScript file a visitor to / downloads (the
 * scripts and module preloads in the built index.html, plus the home page's lazily loaded chunk
 * and its static imports from the Vite manifest), prints the total and fails above 150 KB.
 *
 *   npx vite build && npx tsx scripts/checkBundle.ts [dist/web]
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
/** The home route's module, as the manifest names it (relative to Vite's root, web/). */
const HOME_PAGE_MODULE = 'routes/home/HomePage.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const distDir = resolve(process.argv[2] ?? 'dist/web');

/** Script sources and module preloads that index.html makes the browser fetch up front. */
function scriptsInHtml(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const files: string[] = [];
  for (const tag of tags) {
    const isScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url?.endsWith('.js')) files.push(url.replace(/^\//, ''));
  }
  return files;
}

/** A chunk's file and, recursively, the files it imports statically (dynamic imports load later). */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest; was the build made with build.manifest?`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

async function main(): Promise<void> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = new Set(scriptsInHtml(html));
  if (files.size === 0) throw new Error('index.html loads no module script');
  staticClosure(manifest, HOME_PAGE_MODULE, files);

  let total = 0;
  const rows: [string, number][] = [];
  for (const file of [...files].sort()) {
    const size = gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
    total += size;
    rows.push([file, size]);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const [file, size] of rows) console.log(`  ${kb(size).padStart(9)}  ${file}`);
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`Home page JavaScript: ${kb(total)} gzip in ${rows.length} files (${verdict} the ${kb(BUDGET_BYTES)} budget)`);
  if (total > BUDGET_BYTES) process.exitCode = 1;
}

await main();
