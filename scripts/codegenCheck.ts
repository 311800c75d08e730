/**
 * `npm run codegen:check` generates the client code in memory (as `npm run codegen` would) and the
 * content pages' picture data (as `npm run seed:media` does, scripts/catalogPictures.ts), and fails when
 * the committed web/generated differs: a file changed, missing, or left over from a removed output.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen.ts';
import { CATALOG_PICTURES_FILE, catalogPicturesSource } from '../build/catalogPictures.ts';

const generatedDir = resolve('web/generated');

const outputs: readonly { filename: string; content: string }[] = await generate({ ...config, silent: true }, false);
const expected = new Map(outputs.map((output) => [resolve(output.filename), output.content]));
expected.set(resolve(CATALOG_PICTURES_FILE), await catalogPicturesSource());

const stale: string[] = [];
for (const [path, content] of expected) {
  if (!existsSync(path)) stale.push(`${relative('.', path)} is missing`);
  else if (readFileSync(path, 'utf8') !== content) stale.push(`${relative('.', path)} differs`);
}
for (const name of existsSync(generatedDir) ? readdirSync(generatedDir) : []) {
  const path = resolve(generatedDir, name);
  if (!expected.has(path)) stale.push(`${relative('.', path)} is not generated any more`);
}

if (stale.length > 0) {
  console.error(`web/generated is stale: run npm run codegen (catalogPictures.ts: npx tsx scripts/catalogPictures.ts)\n${stale.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('web/generated matches schema.graphql and the documents.');
