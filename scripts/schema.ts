/**
 * `npm run schema:print` writes schema.graphql from the code; `npm run schema:check` fails when the
 * committed schema.graphql differs from what the code builds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from '../api/graphql/schema.ts';

const path = new URL('../schema.graphql', import.meta.url);
const printed = `${printSchema(schema)}\n`;
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(path, 'utf8');
  } catch {}
  if (committed !== printed) {
    console.error('schema.graphql differs from the schema the code builds: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql matches the code.');
} else {
  writeFileSync(path, printed);
  console.log('wrote schema.graphql');
}
