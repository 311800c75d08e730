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
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSteps, staleReason, writeStamp } from './buildSteps.js';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const binaries = join(root, 'node_modules', '.bin');

/** The steps' commands running now: a failure stops the others (they would leave an output without its stamp). */
const running = new Set();

/** Runs a step's command; its output is shown once it ends, so two steps running together do not interleave. */
function run(step, reason) {
  const started = performance.now();
  console.log(`building the ${step.name}: ${reason}`);
  const child = spawn(join(binaries, step.command.bin), step.command.args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Prisma runs its generators (prisma-pothos-types) from PATH.
    env: { ...process.env, PATH: `${binaries}:${process.env.PATH}`, ...step.env },
  });
  running.add(child);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (status) => {
      running.delete(child);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) {
        console.error(`building the ${step.name} failed`);
        for (const other of running) other.kill();
        process.exit(status ?? 1);
      }
      writeStamp(root, step);
      console.log(`built the ${step.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

const ifStale = process.argv.includes('--if-stale');
const quiet = process.argv.includes('--quiet');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).toLowerCase();
const build = (step) => {
  const reason = ifStale ? staleReason(root, step) : 'build requested';
  if (reason) return run(step, reason);
  if (!quiet) console.log(`the ${step.name} is up to date`);
};
const steps = buildSteps.filter((each) => !only || each.name.toLowerCase().startsWith(only));
const readsPrismaClient = (step) => step.output !== 'prisma/generated';
// The compilers read the Prisma client, so it comes first; the server and the client then build side by side
// (tsc keeps one core busy, vite about one).
for (const step of steps.filter((step) => !readsPrismaClient(step))) await build(step);
await Promise.all(steps.filter(readsPrismaClient).map(build));
