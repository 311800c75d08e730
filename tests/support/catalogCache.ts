import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogFileNames, writeCatalogFiles } from '../../api/assets/catalogFiles.ts';
import { catalogImages } from '../../seed/catalog.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The rendered catalog depends only on the catalog data and the generator's code. */
function fingerprint(): string {
  const hash = createHash('sha256');
  const generator = join(root, 'api/assets');
  const files = [join(root, 'seed/catalog.ts'), ...readdirSync(generator, { recursive: true }).map((f) => join(generator, String(f)))];
  for (const file of files.filter((f) => f.endsWith('.ts')).sort()) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Renders the whole catalog once into a cache shared by test runs, so that each server a test
 * spawns can start from a copy instead of rendering 54 images again.
 */
export async function renderedCatalogCache(): Promise<string> {
  const directory = join(tmpdir(), `chb-catalog-${fingerprint()}`);
  if (existsSync(directory)) return directory;
  const staging = `${directory}.${process.pid}`;
  mkdirSync(staging, { recursive: true });
  const queue = [...catalogImages];
  await Promise.all(
    [0, 1].map(async () => {
      for (let image = queue.shift(); image; image = queue.shift()) {
        await writeCatalogFiles(staging, image, catalogFileNames(image.filename));
      }
    }),
  );
  try {
    renameSync(staging, directory);
  } catch {
    // Another run finished first: its copy is as good as ours.
  }
  return directory;
}

/** Copies the cached catalog into a server's DATA_DIR. */
export function copyCatalogInto(cache: string, dataDir: string): void {
  cpSync(cache, join(dataDir, 'images', 'catalog'), { recursive: true });
}
