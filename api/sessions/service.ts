import { randomBytes } from 'node:crypto';
import { journeyStage } from '../../domain/vocabulary.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';
import type { CatalogReadModel } from '../../events/readModels/catalogReadModel.ts';
import { createCreativeSession, editCreativeSession } from '../../events/sessions/commands.ts';
import { listCreativeSessions, sessionImages } from '../../events/sessions/queries.ts';
import type { AppendResult, EventStore } from '../../events/store/store.ts';
import type { CreativeImage, CreativeSession } from '../../prisma/generated/client/client.ts';
import { notFound, parseInput } from '../errors.ts';
import type { Viewer } from '../images/service.ts';
import { sessionIdSchema } from '../../domain/imageFields.ts';
import { allOr } from '../images/inputs.ts';
import { slugOf } from '../slug.ts';
import { createSessionSchema, editSessionSchema } from './inputs.ts';

export const journeyStageFilter = allOr(journeyStage.schema);

/** Creative sessions for GraphQL and REST ('all' or nothing: every journey stage), from the in-memory read models. */
export class SessionService {
  constructor(
    private readonly store: EventStore,
    private readonly catalog: CatalogReadModel,
  ) {}

  async list(journeyStage: unknown): Promise<CreativeSession[]> {
    return listCreativeSessions(this.catalog.view, parseInput(journeyStageFilter, journeyStage, 'journeyStage'));
  }

  /** A session's images the viewer may see, by id. */
  images(sessionId: string, viewer: Viewer): CreativeImage[] {
    return sessionImages(this.catalog.viewFor(viewer), sessionId);
  }

  private async found(sessionId: string, appended: AppendResult): Promise<CreativeSession> {
    await this.catalog.caughtUp(appended.events.map((event) => event.globalPosition));
    const session = this.catalog.view.sessionById.get(sessionId);
    if (!session) throw notFound(`creative session ${sessionId}`);
    return session;
  }

  async create(input: unknown, metadata: EventMetadata): Promise<CreativeSession> {
    const fields = parseInput(createSessionSchema, input, 'input');
    const id = `session-${slugOf(fields.title)}-${randomBytes(3).toString('hex')}`;
    return this.found(id, await createCreativeSession(this.store, { id, ...fields }, metadata));
  }

  async edit(id: unknown, input: unknown, metadata: EventMetadata): Promise<CreativeSession> {
    const sessionId = parseInput(sessionIdSchema, id, 'id');
    const changes = parseInput(editSessionSchema, input, 'input');
    return this.found(sessionId, await editCreativeSession(this.store, sessionId, changes, metadata));
  }
}
