import { readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Writes .br and .gz beside a file; the server sends them to browsers that accept them. */
export async function precompressFile(path: string): Promise<void> {
  const content = await readFile(path);
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
