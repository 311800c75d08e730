import type { FastifyInstance } from 'fastify';
import { backupStream } from '../../events/maintenance/backup/writeBackup.ts';
import type { App } from '../app.ts';
import { unauthorized } from '../errors.ts';
import type { ContextFactory } from '../graphql/yoga.ts';
import { declareRoute } from '../http/openapi/route.ts';
import { adminRequired } from '../http/openapi/responses.ts';
import { BACKUP_TOKEN_HEADER, isBackupToken } from './backupToken.ts';

/**
 * The site's backup as one archive (events/maintenance/backup/): what `npm run backup` downloads from a
 * running server that holds the embedded database, and what an administrator may download at any time.
 */
export function registerBackupRoutes(server: FastifyInstance, app: App, contextFor: ContextFactory) {
  declareRoute(
    server,
    {
      method: 'GET',
      url: '/api/admin/backup',
      summary: 'Download a backup of the site',
      description:
        'Streams one archive (tar) of a consistent snapshot: the event log up to one position, the administrator accounts (password hashes, no sessions), ' +
        'every image file the log names, and a manifest with each entry\'s SHA-256, the counts and the read-model digest. `npm run restore` puts it into an empty database. ' +
        '`npm run backup` authenticates with a one-time token it leaves in DATA_DIR instead of a session.',
      tags: ['Administrator'],
      admin: true,
      responses: {
        200: {
          description: 'The archive.',
          files: ['application/x-tar'],
          headers: { 'content-disposition': 'attachment; filename="chb-backup-<time>.tar"' },
        },
        401: adminRequired,
      },
    },
    async (request, reply) => {
      if (!isBackupToken(app.config.DATA_DIR, request.headers[BACKUP_TOKEN_HEADER])) {
        const ctx = await contextFor(request);
        if (!ctx.admin) throw unauthorized();
      }
      const archive = backupStream(app.db, app.services.media.blobs, {
        onHeader: (header) => app.logger.info({ position: header.position, events: header.events, blobs: header.blobs }, 'backup started'),
      });
      archive.on('error', (error) => app.logger.error({ err: error }, 'backup failed'));
      return reply
        .header('content-type', 'application/x-tar')
        .header('content-disposition', `attachment; filename="chb-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
}
