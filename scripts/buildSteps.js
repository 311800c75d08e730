/**
 * What `npm start` builds before it serves, and when a step's output is current. Plain JavaScript:
 * it runs before anything is compiled (scripts/build.js).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The file a step writes into its output once it has succeeded, with the settings it was built with. */
export const STAMP = '.build-stamp.json';

/** A command of an installed package (node_modules/.bin). */
const bin = (name, ...args) => ({ bin: name, args });

/** Build-time settings the client bakes in (the sitemap's origin, analytics on or off). */
const clientSettings = (env) => Object.fromEntries(Object.entries(env).filter(([key]) => key === 'SITE_ORIGIN' || key.startsWith('VITE_')).sort());

/** Each step: what it reads (files, or folders searched whole), where it writes, and what it runs. */
export const buildSteps = [
  {
    name: 'Prisma client',
    output: 'prisma/generated',
    sources: ['prisma/schema.prisma', 'package-lock.json'],
    command: bin('prisma', 'generate', '--schema', 'prisma/schema.prisma'),
    // Prisma's CLI cannot download its schema engine here, and generating needs none (TOOLCHAIN.md).
    env: { PRISMA_SCHEMA_ENGINE_BINARY: 'package.json' },
  },
  {
    name: 'server (dist/server)',
    output: 'dist/server',
    sources: ['api', 'events', 'domain', 'prisma', 'generator', 'media', 'semi', 'seed', 'scripts', 'projectRoot.ts', 'tsconfig.json', 'tsconfig.server.json', 'package-lock.json'],
    command: bin('tsc', '-p', 'tsconfig.server.json'),
  },
  {
    name: 'client (dist/web)',
    output: 'dist/web',
    // The client, the build's plugins and prerender, and the server modules they import (the seeded
    // catalog, file names, the usage and script-hash manifests).
    sources: ['web', 'build', 'vite.config.ts', 'seed', 'events', 'domain', 'api/usage', 'api/site', 'tsconfig.json', 'package-lock.json'],
    command: bin('vite', 'build'),
    settings: clientSettings,
  },
];

const ignored = (name) => name === 'node_modules' || name === STAMP || /\.spec\.tsx?$/.test(name);

/** The newest modification under a path (a folder's own time counts: adding or deleting a file changes it). */
function newestChange(path) {
  if (!existsSync(path)) return { time: 0, path };
  const stats = statSync(path);
  let newest = { time: stats.mtimeMs, path };
  if (!stats.isDirectory()) return newest;
  for (const entry of readdirSync(path)) {
    if (ignored(entry)) continue;
    const candidate = newestChange(join(path, entry));
    if (candidate.time >= newest.time) newest = candidate;
  }
  return newest;
}

const settingsOf = (step, env) => step.settings?.(env) ?? {};

/** Why the step must run ('not built yet', 'web/main.tsx changed' …), or undefined when its output is current. */
export function staleReason(root, step, env = process.env) {
  const stampPath = join(root, step.output, STAMP);
  if (!existsSync(stampPath)) return 'not built yet';
  const stamp = JSON.parse(readFileSync(stampPath, 'utf8'));
  if (JSON.stringify(stamp.settings ?? {}) !== JSON.stringify(settingsOf(step, env))) return 'built with other settings';
  const builtAt = statSync(stampPath).mtimeMs;
  for (const source of step.sources) {
    const newest = newestChange(join(root, source));
    if (newest.time > builtAt) return `${relative(root, newest.path)} changed`;
  }
  return undefined;
}

/** Marks the step's output as built from the sources as they are now. */
export function writeStamp(root, step, env = process.env) {
  writeFileSync(join(root, step.output, STAMP), `${JSON.stringify({ settings: settingsOf(step, env) })}\n`);
}
