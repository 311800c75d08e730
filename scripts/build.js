/**
 * Builds what `npm start` serves: the Prisma client, the server compiled to JavaScript (dist/server)
 * and the client (dist/web).
 *
 *   node scripts/build.js             every step
 *   node scripts/build.js --if-stale  only the steps whose output is missing, older than one of its
 *                                     sources, or built with other build-time settings
 *   --only=prisma                     only the steps whose name starts so (the scripts need only the
 *                                     Prisma client); --quiet says nothing when nothing is built
 *
 * A step that fails leaves no stamp, so the next start builds it again.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSteps, staleReason, writeStamp } from './buildSteps.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const binaries = join(root, 'node_modules', '.bin');

function run(step, reason) {
  const started = performance.now();
  console.log(`building the ${step.name}: ${reason}`);
  const result = spawnSync(join(binaries, step.command.bin), step.command.args, {
    cwd: root,
    stdio: 'inherit',
    // Prisma runs its generators (prisma-pothos-types) from PATH.
    env: { ...process.env, PATH: `${binaries}:${process.env.PATH}`, ...step.env },
  });
  if (result.status !== 0) {
    console.error(`building the ${step.name} failed`);
    process.exit(result.status ?? 1);
  }
  writeStamp(root, step);
  console.log(`built the ${step.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const ifStale = process.argv.includes('--if-stale');
const quiet = process.argv.includes('--quiet');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).toLowerCase();
for (const step of buildSteps.filter((each) => !only || each.name.toLowerCase().startsWith(only))) {
  const reason = ifStale ? staleReason(root, step) : 'build requested';
  if (reason) run(step, reason);
  else if (!quiet) console.log(`the ${step.name} is up to date`);
}
