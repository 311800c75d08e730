import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderCatalogImage } from '../../api/media/catalogRender.ts';
import type { BlobStore } from '../../media/blobStore.ts';
import { FileBlobStore } from '../../media/fileBlobStore.ts';
import { storeImageFiles } from '../../media/ingestImage.ts';
import { catalogImages } from '../../seed/catalog.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The rendered catalog depends only on the catalog data, the generator and the image pipeline. */
function fingerprint(): string {
  const hash = createHash('sha256');
  const sources = ['generator', 'media', 'api/media'].flatMap((folder) => readdirSync(join(root, folder), { recursive: true }).map((file) => join(root, folder, String(file))));
  const files = [join(root, 'seed/catalog.ts'), join(root, 'seed/catalogFiles.json'), ...sources.filter((file) => file.endsWith('.ts'))];
  for (const file of files.sort()) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Renders the seed catalog's files once into a blob directory shared by test runs (the layout of
 * DATA_DIR/blobs), so that each server a test spawns starts with them instead of rendering 54 images.
 */
export async function renderedCatalogCache(): Promise<string> {
  const directory = join(tmpdir(), `chb-catalog-blobs-${fingerprint()}`);
  if (existsSync(directory)) return directory;
  const staging = `${directory}.${process.pid}`;
  mkdirSync(staging, { recursive: true });
  const store = new FileBlobStore(staging);
  const queue = [...catalogImages];
  await Promise.all(
    [0, 1].map(async () => {
      for (let image = queue.shift(); image; image = queue.shift()) await storeImageFiles((await renderCatalogImage(image)).processed, store);
    }),
  );
  await store.close();
  try {
    renameSync(staging, directory);
  } catch {
    // Another run finished first: its copy is as good as ours.
  }
  return directory;
}

/** Copies the cached catalog files into a server's DATA_DIR (its blob store on the embedded database). */
export function copyCatalogInto(cache: string, dataDir: string): void {
  cpSync(cache, join(dataDir, 'blobs'), { recursive: true });
}

/** Puts the cached catalog files into another blob store (a PostgreSQL server's table, S3). */
export async function copyCatalogIntoStore(cache: string, target: BlobStore): Promise<void> {
  const source = new FileBlobStore(cache);
  for await (const hash of source.list()) await target.put((await source.get(hash))!, 'application/octet-stream');
  await source.close();
}
