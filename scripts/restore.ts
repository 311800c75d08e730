/**
 * `npm run restore -- <file>`: a backup (`npm run backup`) into the configured database, which must be
 * empty (a new DATA_DIR or PostgreSQL database, before the first start), and its blob store. The whole
 * archive is checked before anything is written; then one transaction restores the log, the read
 * models and the accounts, stores the blobs, and commits only when the read models' digest is the
 * backup's. A damaged or truncated archive, or a database that is not empty, is refused: nothing is written.
 */
import { existsSync, statSync } from 'node:fs';
import { loadConfig } from '../api/config.ts';
import { blobStoreFor } from '../api/media/blobStoreFor.ts';
import { describeManifest, formatBytes } from '../events/maintenance/backup/archiveFormat.ts';
import { restoreBackup } from '../events/maintenance/backup/restoreBackup.ts';
import { applyMigrations } from '../prisma/migrate.ts';
import { openCliDatabase } from './openCliDatabase.ts';
import { progressBar } from './backupProgress.ts';

const [file, ...extra] = process.argv.slice(2);
if (!file || extra.length) {
  console.error('usage: npm run restore -- <file>');
  process.exit(1);
}
if (!existsSync(file)) {
  console.error(`${file}: no such file`);
  process.exit(1);
}

const config = loadConfig();
const started = performance.now();
let failed = false;
const db = await openCliDatabase(config);
const blobs = blobStoreFor(config, db);
const checking = progressBar('check');
const restoring = progressBar('restore');
try {
  await applyMigrations(db);
  const size = statSync(file).size;
  let phase: 'checking' | 'restoring' | undefined;
  const result = await restoreBackup(db, blobs, file, {
    onProgress: (progress, manifest) => {
      if (progress.phase !== phase) {
        if (phase === 'checking') checking.stop();
        phase = progress.phase;
        if (phase === 'checking') checking.start(size, formatBytes(size));
        else restoring.start(manifest ? manifest.entries.length : 1, manifest ? describeManifest(manifest) : '');
      }
      (phase === 'checking' ? checking : restoring).update(progress.done);
    },
  });
  checking.stop();
  restoring.stop();
  console.log(`restored: ${describeManifest(result.manifest)} into ${db.kind === 'postgresql' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.DATA_DIR}`}, blobs in ${blobs.kind === 'filesystem' ? 'DATA_DIR/blobs' : blobs.kind === 's3' ? 'S3' : 'media_blobs'}`);
  if (result.newerSchema) {
    console.log(`digest:   ${result.digest} (the read models built by this release from the backup's log; the backup was taken at schema ${result.manifest.schema}, this database is at ${result.newerSchema}, so its digest ${result.manifest.digest} cannot be compared)`);
  } else console.log(`digest:   ${result.digest} (the backup's)`);
  console.log(`time:     ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const lost = result.manifest.missingUploads?.length ?? 0;
  if (result.manifest.missingBlobs.length > lost) console.log(`note:     the backup lacked ${result.manifest.missingBlobs.length - lost} files of generated images; the server renders them again at start`);
  if (lost) console.log(`warning:  the backup lacked ${lost} files of uploaded images: they are lost, and those images show no picture`);
} catch (error) {
  checking.stop();
  restoring.stop();
  console.error(`${file}: ${(error as Error).message}`);
  console.error('nothing was restored');
  failed = true;
} finally {
  await blobs.close();
  await db.close();
}
// Exit explicitly, after closing: closing PGlite resets process.exitCode, and on PostgreSQL a pool the
// migration runner opened keeps the process alive for its 10 s idle timeout.
process.exit(failed ? 1 : 0);
