import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredEncoding, type ContentEncoding } from '../acceptEncoding.ts';
import { referenceScript } from './referencePage.ts';

const swaggerUiDirectory = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const fromSwaggerUi = (file: string) => () => readFile(join(swaggerUiDirectory, file));

/** The viewer's files: Swagger UI's own, and the script that starts it on our document. */
const sources: Record<string, { type: string; read: () => Promise<Buffer> }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: fromSwaggerUi('swagger-ui.css') },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', read: fromSwaggerUi('swagger-ui-bundle.js') },
  'reference.js': { type: 'text/javascript; charset=utf-8', read: async () => Buffer.from(referenceScript) },
};

export const referenceAssetNames = Object.keys(sources) as [string, ...string[]];

const compressors: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

export interface ReferenceAsset {
  type: string;
  body: Buffer;
  encoding?: ContentEncoding;
}

/**
 * The reference page's files, read and compressed on first use and then kept (the bundle is 1.7 MB,
 * about 0.4 MB compressed; the server's own compression covers API answers only).
 */
export function referenceAssets() {
  const kept = new Map<string, Promise<Buffer>>();
  const once = (key: string, make: () => Promise<Buffer>) => {
    let body = kept.get(key);
    if (!body) {
      kept.set(key, (body = make()));
      body.catch(() => kept.delete(key));
    }
    return body;
  };
  return async (file: string, acceptEncoding: string | undefined): Promise<ReferenceAsset | undefined> => {
    const source = Object.hasOwn(sources, file) ? sources[file] : undefined;
    if (!source) return undefined;
    const plain = () => once(file, source.read);
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding) return { type: source.type, body: await plain() };
    return { type: source.type, encoding, body: await once(`${file}.${encoding}`, async () => compressors[encoding](await plain())) };
  };
}
