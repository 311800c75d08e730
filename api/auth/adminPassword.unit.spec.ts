import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseOptions } from '@node-rs/argon2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD_FILE, loadAdminPassword } from './adminPassword.ts';

const GENERATED = /^Generated admin password \(shown once\): ([A-Za-z0-9_-]{24})$/;

describe('admin password', () => {
  let root: string;
  let dataDir: string;
  let lines: string[];
  const log = (message: string) => void lines.push(message);

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'admin-password-'));
    dataDir = path.join(root, 'nested', 'data'); // does not exist yet
    lines = [];
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const generatedPasswords = () => lines.flatMap((line) => GENERATED.exec(line)?.[1] ?? []);

  it('generates a password once, prints it once, and a second start verifies it without printing', async () => {
    const first = await loadAdminPassword({ dataDir, log });
    const printed = generatedPasswords();
    expect(printed).toHaveLength(1);
    const password = printed[0] as string;
    expect(lines.filter((line) => line.includes(password))).toHaveLength(1);
    expect(await first.verify(password)).toBe(true);

    lines = [];
    const second = await loadAdminPassword({ dataDir, log });
    expect(lines.join('\n')).not.toContain(password);
    expect(generatedPasswords()).toHaveLength(0);
    expect(await second.verify(password)).toBe(true);
    expect(await second.verify(`${password}x`)).toBe(false);
  });

  it('stores only an Argon2id hash with at least the OWASP parameters, readable by the owner only', async () => {
    await loadAdminPassword({ dataDir, log });
    const password = generatedPasswords()[0] as string;
    const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
    const stored = (await readFile(file, 'utf8')).trim();

    expect(stored).not.toContain(password);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=2,p=1\$/);
    const params = parseOptions(stored);
    expect(params.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(params.timeCost).toBe(2);
    expect(params.parallelism).toBe(1);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('uses the configured password, which wins over a stored hash', async () => {
    await loadAdminPassword({ dataDir, log });
    const generated = generatedPasswords()[0] as string;
    lines = [];

    const admin = await loadAdminPassword({ dataDir, configuredPassword: 'correct horse battery', log });
    expect(generatedPasswords()).toHaveLength(0);
    expect(lines.join('\n')).not.toContain('correct horse battery');
    expect(await admin.verify('correct horse battery')).toBe(true);
    expect(await admin.verify('correct horse batter')).toBe(false);
    expect(await admin.verify('Correct horse battery')).toBe(false);
    expect(await admin.verify(generated)).toBe(false);
  });

  it('does not write a file when a password is configured', async () => {
    await loadAdminPassword({ dataDir, configuredPassword: 'configured-secret', log });
    await expect(stat(path.join(dataDir, ADMIN_PASSWORD_FILE))).rejects.toThrow(/ENOENT/);
    expect(lines).toEqual([]);
  });

  it('answers false, never throws, for empty or non-string candidates', async () => {
    const admin = await loadAdminPassword({ dataDir, configuredPassword: 'configured-secret', log });
    for (const candidate of ['', undefined, null, 42, {}, ['configured-secret'], Buffer.from('configured-secret')]) {
      await expect(admin.verify(candidate)).resolves.toBe(false);
    }
  });

  it('refuses to start on a stored file that is not an Argon2id hash', async () => {
    await loadAdminPassword({ dataDir, log });
    await writeFile(path.join(dataDir, ADMIN_PASSWORD_FILE), 'hunter2\n');
    await expect(loadAdminPassword({ dataDir, log })).rejects.toThrow(/does not contain an Argon2id hash/);
  });
});
