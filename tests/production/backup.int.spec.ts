import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { extract as tarExtract, pack as tarPack } from 'tar-stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { loadConfig } from '../../api/config.ts';
import { createLogger } from '../../api/logger.ts';
import { buildServer } from '../../api/server.ts';
import { blobHashOfEntry, HEADER_ENTRY, MANIFEST_ENTRY, type BackupManifest } from '../../events/maintenance/backup/archiveFormat.ts';
import { verifyArchive } from '../../events/maintenance/backup/readBackup.ts';
import { backupStream, LogChangedDuringBackupError } from '../../events/maintenance/backup/writeBackup.ts';
import { forgetVisitor } from '../../events/analytics/forget.ts';
import type { Database } from '../../prisma/database.ts';
import { restoreBackup } from '../../events/maintenance/backup/restoreBackup.ts';
import { readModelDigest, replayIntoSchema } from '../../events/maintenance/replay.ts';
import { FileBlobStore } from '../../media/fileBlobStore.ts';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startServer, type ServerProcess, scriptCommand } from '../support/serverProcess.ts';
import { browse } from '../support/visits.ts';
import { plainImage } from '../media/testImages.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'chb-backup-'));
const withPostgres = databaseKinds.includes('postgresql');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup` / `npm run restore` as an operator would (the script itself: compiled when dist/server is current, see scriptCommand). */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string | undefined>): Promise<Run> {
  const environment = Object.fromEntries(
    Object.entries({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: undefined, ...env }).filter(([, value]) => value !== undefined),
  ) as Record<string, string>;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...scriptCommand(`scripts/${script}.ts`), ...args], { cwd: root, env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function uploadForm(bytes: Buffer): FormData {
  const form = new FormData();
  const fields = { title: 'Backed-up photo', prompt: 'a photograph', perspective: 'content_creators', journeyStage: 'brand_discovery', sessionId: 'session-early-experiments', learningStatus: 'happy_accident', complexityLevel: '3' };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

interface Uploaded {
  file: { original: { hash: string }; derivatives: { hash: string }[] };
  filePath: string;
}

const extensionOf: Record<string, string> = { 'image/avif': 'avif', 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The site as `npm start` would serve it from a restored database, in-process, without ADMIN_PASSWORD: the accounts come from the backup. */
async function openRestoredSite(env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const config = loadConfig({ ...env, NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMITS: 'false', CATALOG_RENDER_AT_START: 'false' });
  const app = await createApp(config, createLogger(config));
  const server = await buildServer(app);
  await server.ready();
  return {
    app,
    server,
    async close() {
      await server.close();
      await app.close();
    },
  };
}

/** Same digest, every image file byte for byte, the uploaded one included, and the administrator signs in with the password of the backed-up site. */
async function expectRestored(target: { DATA_DIR: string; DATABASE_URL?: string }, manifest: BackupManifest, uploaded: { path: string; bytes: Buffer }) {
  const site = await openRestoredSite(target);
  try {
    expect(await readModelDigest(site.app.db)).toBe(manifest.digest);
    const blobs = manifest.entries.filter((entry) => blobHashOfEntry(entry.name));
    expect(blobs.length).toBeGreaterThan(100);
    await inGroups(blobs, async (entry) => {
      const hash = blobHashOfEntry(entry.name)!;
      const served = await site.server.inject({ url: `/media/${hash}.${extensionOf[entry.contentType!]}` });
      expect(served.statusCode, entry.name).toBe(200);
      expect(sha256(served.rawPayload), entry.name).toBe(hash);
    });
    const photo = await site.server.inject({ url: uploaded.path });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(uploaded.bytes)).toBe(true);
    const signIn = await site.server.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: ADMIN_PASSWORD } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const wrong = await site.server.inject({ method: 'POST', url: '/api/admin/auth', payload: { password: 'not the password at all' } });
    expect(wrong.statusCode).toBe(401);
  } finally {
    await site.close();
  }
}

/** Copies a tar archive, changing its header and manifest (backup.json, manifest.json) as `change` says. */
async function rewriteJson(from: string, to: string, change: (json: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const source = tarExtract();
  const copy = tarPack();
  source.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      let data = Buffer.concat(chunks);
      if (header.name === HEADER_ENTRY || header.name === MANIFEST_ENTRY) data = Buffer.from(`${JSON.stringify(change(JSON.parse(data.toString('utf8'))), null, 1)}\n`);
      copy.entry({ ...header, size: data.length }, data, next);
    });
  });
  source.on('finish', () => copy.finalize());
  await Promise.all([pipeline(createReadStream(from), source), pipeline(copy, createWriteStream(to))]);
}

/** Runs fn over the items, a few at a time. */
async function inGroups<T>(items: readonly T[], fn: (item: T) => Promise<void>, size = 16): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(fn));
}

const summaryDigest = (run: Run) => /digest:\s+([0-9a-f]{64})/.exec(run.stdout)?.[1];

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a backup of a running site on the embedded database', () => {
  let source: TestDatabase;
  let server: ServerProcess;
  let archive: string;
  let manifest: BackupManifest;
  const uploaded = { path: '', bytes: Buffer.alloc(0) };
  const targets: TestDatabase[] = [];

  beforeAll(async () => {
    source = await createTestDatabase('pglite', { migrated: true });
    server = await startServer({ DATA_DIR: source.dataDir, ADMIN_PASSWORD, RATE_LIMITS: 'false' });
    const { sessionId } = (await (await fetch(`${server.url}/api/admin/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: ADMIN_PASSWORD }) })).json()) as { sessionId: string };
    const response = await fetch(`${server.url}/api/creative/images`, { method: 'POST', headers: { authorization: `Bearer ${sessionId}` }, body: uploadForm(await plainImage('jpeg', 900, 600)) });
    expect(response.status).toBe(201);
    uploaded.path = ((await response.json()) as Uploaded).filePath;
    uploaded.bytes = Buffer.from(await (await fetch(`${server.url}${uploaded.path}`)).arrayBuffer());

    // Visitors keep writing while the backup runs: the server is not stopped or paused.
    archive = join(work, 'pglite-site.tar');
    let backingUp = true;
    const visitors = (async () => {
      let visits = 0;
      while (backingUp || visits < 5) {
        const visit = await fetch(`${server.url}/api/analytics/page-visit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionId: randomUUID(), path: '/products' }) });
        expect(visit.status).toBe(200);
        visits += 1;
      }
      return visits;
    })();
    const run = await runScript('backup', [archive], { DATA_DIR: source.dataDir, PORT: String(server.port) });
    backingUp = false;
    await visitors;
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`from the server at http://127.0.0.1:${server.port}`);
    manifest = await verifyArchive(archive);
    expect(summaryDigest(run)).toBe(manifest.digest);
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all(targets.map((target) => target.drop()));
  });

  it('holds the log up to one position, the account and every file the log names, the upload included', async () => {
    const health = (await (await fetch(`${server.url}/healthz`)).json()) as { lastPosition: string };
    expect(BigInt(manifest.position)).toBeLessThan(BigInt(health.lastPosition));
    expect(manifest).toMatchObject({ database: 'pglite', accounts: 1, missingBlobs: [] });
    expect(manifest.events).toBeGreaterThan(50);
    const hash = /\/media\/([0-9a-f]{64})\./.exec(uploaded.path)![1]!;
    expect(manifest.entries.map((entry) => entry.name)).toContain(`blobs/${hash}`);
  });

  it('restores into an empty embedded database: same digest, same image bytes, the administrator signs in', async () => {
    const target = await createTestDatabase('pglite', { migrated: true });
    targets.push(target);
    const run = await runScript('restore', [archive], { DATA_DIR: target.dataDir });
    expect(run.code, run.stderr).toBe(0);
    expect(summaryDigest(run)).toBe(manifest.digest);
    await expectRestored({ DATA_DIR: target.dataDir }, manifest, uploaded);
  });

  it("restores a backup of another schema level (an earlier release's read models) without comparing digests, and says so", async () => {
    expect(manifest.schema).toMatch(/^\d{14}_/);
    // What a backup taken before a later migration holds: an earlier schema level, and its read models' other digest.
    const older = join(work, 'older-schema.tar');
    await rewriteJson(archive, older, (json) => ({ ...json, schema: '20261101000000_an_earlier_release', digest: 'a'.repeat(64) }));
    const target = await createTestDatabase('pglite', { migrated: true });
    targets.push(target);
    const run = await runScript('restore', [older], { DATA_DIR: target.dataDir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`the backup was taken at schema 20261101000000_an_earlier_release, this database is at ${manifest.schema}`);
    expect(summaryDigest(run)).toBe(manifest.digest);

    // At the same schema level a digest that differs is still a failed restore.
    const wrong = join(work, 'wrong-digest.tar');
    await rewriteJson(archive, wrong, (json) => ({ ...json, digest: 'a'.repeat(64) }));
    const again = await createTestDatabase('pglite', { migrated: true });
    targets.push(again);
    const refused = await runScript('restore', [wrong], { DATA_DIR: again.dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`is not the backup's ${'a'.repeat(64)}; nothing was restored`);
  });

  it.runIf(withPostgres)('restores into an empty PostgreSQL database, the way to outgrow one machine, and refuses to restore twice', async () => {
    const target = await createTestDatabase('postgresql', { migrated: true });
    targets.push(target);
    const run = await runScript('restore', [archive], { DATA_DIR: target.dataDir, DATABASE_URL: target.url });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('blobs in media_blobs');
    const [again] = await Promise.all([
      runScript('restore', [archive], { DATA_DIR: target.dataDir, DATABASE_URL: target.url }),
      expectRestored({ DATA_DIR: target.dataDir, DATABASE_URL: target.url }, manifest, uploaded),
    ]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('the database is not empty');
  });

  it('refuses a truncated or damaged archive, naming what is wrong, and writes nothing', async () => {
    const bytes = readFileSync(archive);
    const truncated = join(work, 'truncated.tar');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const damaged = join(work, 'damaged.tar');
    const blob = manifest.entries.find((entry) => blobHashOfEntry(entry.name))!;
    const copy = Buffer.from(bytes);
    const at = copy.indexOf(Buffer.from(blob.name)) + 512 + 100; // inside the first blob's data, past its tar header
    copy[at] = copy[at]! ^ 0xff;
    writeFileSync(damaged, copy);

    const target = await createTestDatabase('pglite', { migrated: true });
    targets.push(target);
    const cut = await runScript('restore', [truncated], { DATA_DIR: target.dataDir });
    expect(cut.code).toBe(1);
    expect(cut.stderr).toMatch(/truncated: the archive ends inside blobs\/[0-9a-f]{64}/);
    expect(cut.stderr).toContain('nothing was restored');

    const db = await target.open();
    const blobStore = new FileBlobStore(join(target.dataDir, 'blobs'));
    try {
      await expect(restoreBackup(db, blobStore, damaged)).rejects.toThrow(`damaged: ${blob.name}: SHA-256 mismatch`);
      const [row] = await db.query<{ events: bigint; accounts: bigint }>('SELECT (SELECT count(*) FROM events)::int8 AS events, (SELECT count(*) FROM admin_accounts)::int8 AS accounts');
      expect(row).toEqual({ events: 0n, accounts: 0n });
    } finally {
      await db.close();
    }
    const blobs = join(target.dataDir, 'blobs');
    expect(existsSync(blobs) ? readdirSync(blobs, { recursive: true }).filter((name) => /[0-9a-f]{64}$/.test(String(name))) : []).toEqual([]);
    expect(existsSync(`${archive}.partial`)).toBe(false);
  });

  it('asks the server named by --server even when its own DATA_DIR is another, and says which DATA_DIR the server needs', async () => {
    const elsewhere = mkdtempSync(join(work, 'other-data-'));
    const run = await runScript('backup', [join(work, 'elsewhere.tar'), '--server', server.url], { DATA_DIR: elsewhere });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`the server at ${server.url} answered 401`);
    expect(run.stderr).toContain(`run the backup with the DATA_DIR that server uses (this one used ${elsewhere})`);
    // Nothing was opened or created in the other directory.
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it("keeps the archive but exits 1, naming them, when the blob store lacks an uploaded image's files", async () => {
    const hash = /\/media\/([0-9a-f]{64})\./.exec(uploaded.path)![1]!;
    rmSync(new FileBlobStore(join(source.dataDir, 'blobs')).pathOf(hash));
    const incomplete = join(work, 'incomplete.tar');
    const run = await runScript('backup', [incomplete], { DATA_DIR: source.dataDir, PORT: String(server.port) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("backup incomplete: the blob store lacks 1 of the uploaded images' files the log names");
    expect(run.stderr).toContain(hash);
    const kept = await verifyArchive(incomplete);
    expect(kept.missingUploads).toEqual([hash]);
    expect(kept.missingBlobs).toEqual([hash]);
  });
});

describe.runIf(withPostgres)('a backup of a running site on PostgreSQL', () => {
  let t: TestApp;
  let target: TestDatabase | undefined;

  beforeAll(async () => {
    t = await startTestApp('postgresql', { CATALOG_RENDER_AT_START: 'false' });
    // The catalog's files, as the servers of a PostgreSQL site keep them: in media_blobs.
    const cache = new FileBlobStore(process.env.CHB_CATALOG_CACHE!);
    const hashes: string[] = [];
    for await (const hash of cache.list()) hashes.push(hash);
    await inGroups(hashes, async (hash) => void (await t.app.services.media.blobs.put((await cache.get(hash))!, 'application/octet-stream')));
    await cache.close();
  });
  afterAll(async () => {
    await t?.close();
    await target?.drop();
  });

  it('is read beside the running site, holds a consistent snapshot, and restores into another PostgreSQL database', async () => {
    const token = await t.login();
    const form = uploadForm(await plainImage('jpeg', 700, 500));
    const request = new Request('http://localhost/api/creative/images', { method: 'POST', body: form });
    const response = await t.server.inject({ method: 'POST', url: '/api/creative/images', headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type')! }, payload: Buffer.from(await request.arrayBuffer()) });
    expect(response.statusCode, response.body).toBe(201);
    const path = (response.json() as Uploaded).filePath;
    const uploaded = { path, bytes: (await t.server.inject({ url: path })).rawPayload };

    const archive = join(work, 'postgresql-site.tar');
    let backingUp = true;
    const visitors = (async () => {
      for (let day = 1; backingUp || day < 3; day++) await browse(t.app.store, randomUUID(), `2026-03-${String((day % 28) + 1).padStart(2, '0')}`, [{ path: '/' }, { path: '/products', seconds: 4 }]);
    })();
    const run = await runScript('backup', [archive], { DATA_DIR: t.dataDir, DATABASE_URL: t.app.db.url });
    backingUp = false;
    await visitors;
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('from PostgreSQL (DATABASE_URL)');
    const manifest = await verifyArchive(archive);
    expect(manifest).toMatchObject({ database: 'postgresql', accounts: 1, missingBlobs: [] });

    // The snapshot's digest is that of the read models as the log up to its position builds them.
    const replayed = await replayIntoSchema(t.app.db, { until: BigInt(manifest.position), schema: 'backup_check' });
    expect(replayed.digest).toBe(manifest.digest);
    expect(replayed.events).toBe(manifest.events);
    expect(await t.eventCount()).toBeGreaterThan(manifest.events);

    target = await createTestDatabase('postgresql', { migrated: true });
    const restored = await runScript('restore', [archive], { DATA_DIR: target.dataDir, DATABASE_URL: target.url });
    expect(restored.code, restored.stderr).toBe(0);
    await expectRestored({ DATA_DIR: target.dataDir, DATABASE_URL: target.url }, manifest, uploaded);
  });
});

describe('a backup on the embedded database while a visitor is forgotten', () => {
  it('fails and says to take it again, rather than writing an archive whose digest no restore can reach', async () => {
    const t = await startTestApp('pglite');
    try {
      const sessionId = 'visitor-forgotten-mid-backup';
      await browse(t.app.store, sessionId, '2026-11-20', [{ path: '/products' }, { path: '/contact', seconds: 12 }]);
      // The snapshot is taken; the visitor is forgotten before the log is read (PGlite reads it beside the site).
      let forgotten = false;
      const db = new Proxy(t.app.db, {
        get(target, key) {
          if (key === 'query') {
            return async (text: string, params?: readonly unknown[]) => {
              if (!forgotten) {
                forgotten = true;
                await forgetVisitor(target, sessionId, { actor: 'admin', time: new Date().toISOString() });
              }
              return target.query(text, params);
            };
          }
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }) as Database;
      const failure = await (async () => {
        for await (const _chunk of backupStream(db, t.app.services.media.blobs));
      })().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(forgotten).toBe(true);
      expect(failure).toBeInstanceOf(LogChangedDuringBackupError);
      expect((failure as Error).message).toMatch(/\((\d+) events, 0 of them erased, .*; \1, 4 erased, at the end: a visitor was forgotten.*take the backup again/);
    } finally {
      await t.close();
    }
  });
});
