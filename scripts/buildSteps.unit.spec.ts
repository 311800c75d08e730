import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSteps, staleReason, writeStamp } from './buildSteps.js';

const client = buildSteps.find((step) => step.output === 'dist/web')!;
let root: string;

/** A file with a modification time some seconds from now (negative: in the past). */
function file(path: string, secondsFromNow = -60) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, 'x');
  const time = new Date(Date.now() + secondsFromNow * 1000);
  utimesSync(full, time, time);
  utimesSync(join(full, '..'), time, time);
}

/** Builds the client step in the fixture: its output and stamp written now. */
function built(env: Record<string, string> = {}) {
  mkdirSync(join(root, 'dist/web'), { recursive: true });
  writeStamp(root, client, env);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-steps-'));
  file('web/main.tsx');
  file('web/routes/home/HomePage.tsx');
  file('package-lock.json');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether a build step must run', () => {
  it('runs when its output was never built', () => {
    expect(staleReason(root, client, {})).toBe('not built yet');
  });

  it('is current when no source changed since it was built', () => {
    built();
    expect(staleReason(root, client, {})).toBeUndefined();
  });

  it('runs when a source file changed after the build, naming the file', () => {
    built();
    file('web/routes/home/HomePage.tsx', 5);
    expect(staleReason(root, client, {})).toBe('web/routes/home/HomePage.tsx changed');
  });

  it('runs when a source file was deleted (its folder changed)', () => {
    built();
    rmSync(join(root, 'web/routes/home/HomePage.tsx'));
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, 'web/routes/home'), later, later);
    expect(staleReason(root, client, {})).toBe('web/routes/home changed');
  });

  it('ignores a changed test file, which the build does not read', () => {
    built();
    file('web/routes/home/HomePage.dom.spec.tsx', 5);
    utimesSync(join(root, 'web/routes/home'), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    expect(staleReason(root, client, {})).toBeUndefined();
  });

  it('runs when the build-time settings differ from those it was built with', () => {
    built({ SITE_ORIGIN: 'https://chb.example' });
    expect(staleReason(root, client, { SITE_ORIGIN: 'https://chb.example' })).toBeUndefined();
    expect(staleReason(root, client, { SITE_ORIGIN: 'https://other.example' })).toBe('built with other settings');
    expect(staleReason(root, client, { SITE_ORIGIN: 'https://chb.example', VITE_ANALYTICS: 'off' })).toBe('built with other settings');
  });
});
