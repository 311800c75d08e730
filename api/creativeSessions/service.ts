import { randomBytes } from 'node:crypto';
import { journeyStage } from '../../domain/vocabulary.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';
import type { CatalogReadModel } from '../../events/readModels/catalogReadModel.ts';
import { createCreativeSession, editCreativeSession } from '../../events/creativeSessions/commands.ts';
import { listCreativeSessions, creativeSessionImages } from '../../events/creativeSessions/queries.ts';
import type { AppendResult, EventStore } from '../../events/store/store.ts';
import type { CreativeImage, CreativeSession } from '../../prisma/generated/client/client.ts';
import { notFound, parseInput } from '../errors.ts';
import type { Viewer } from '../images/service.ts';
import { creativeSessionIdSchema } from '../../domain/imageFields.ts';
import { allOr, expectedVersionSchema } from '../images/inputs.ts';
import { slugOf } from '../slug.ts';
import { createCreativeSessionSchema, editCreativeSessionSchema } from './inputs.ts';

export const journeyStageFilter = allOr(journeyStage.schema);

/** Creative sessions for GraphQL and REST ('all' or nothing: every journey stage), from the in-memory read models. */
export class CreativeSessionService {
  constructor(
    private readonly store: EventStore,
    private readonly catalog: CatalogReadModel,
  ) {}

  async list(journeyStage: unknown): Promise<CreativeSession[]> {
    return listCreativeSessions(this.catalog.view, parseInput(journeyStageFilter, journeyStage, 'journeyStage'));
  }

  /** A session's images the viewer may see, by id. */
  images(sessionId: string, viewer: Viewer): CreativeImage[] {
    return creativeSessionImages(this.catalog.viewFor(viewer), sessionId);
  }

  private async found(sessionId: string, appended: AppendResult): Promise<CreativeSession> {
    await this.catalog.caughtUp(appended.events.map((event) => event.globalPosition));
    const session = this.catalog.view.sessionById.get(sessionId);
    if (!session) throw notFound(`creative session ${sessionId}`);
    return session;
  }

  async create(input: unknown, metadata: EventMetadata): Promise<CreativeSession> {
    const fields = parseInput(createCreativeSessionSchema, input, 'input');
    const id = `session-${slugOf(fields.title)}-${randomBytes(3).toString('hex')}`;
    return this.found(id, await createCreativeSession(this.store, { id, ...fields }, metadata));
  }

  /**
   * Records only the fields that change. With an expected version a stale edit is a conflict (409,
   * nothing appended); without one, the edit applies to the latest version.
   */
  async edit(id: unknown, input: unknown, metadata: EventMetadata, expectedVersion?: unknown): Promise<CreativeSession> {
    const sessionId = parseInput(creativeSessionIdSchema, id, 'id');
    const changes = parseInput(editCreativeSessionSchema, input, 'input');
    const version = parseInput(expectedVersionSchema, expectedVersion, 'expectedVersion');
    const appended = await editCreativeSession(this.store, sessionId, changes, version == null ? undefined : BigInt(version), metadata);
    return this.found(sessionId, appended);
  }
}
