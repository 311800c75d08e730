import { z } from 'zod';
import { journeyStage } from '../../domain/vocabulary.ts';
import type { CatalogReadModel } from '../../events/readModels/catalogReadModel.ts';
import { listCreativeSessions, sessionImages } from '../../events/sessions/queries.ts';
import type { CreativeImage, CreativeSession } from '../../prisma/generated/client/client.ts';
import { parseInput } from '../errors.ts';

const journeyStageFilter = z.preprocess((value) => (value === 'all' || value === '' ? undefined : value), journeyStage.schema.optional());

/** Creative sessions for GraphQL and REST ('all' or nothing: every journey stage), from the in-memory read models. */
export class SessionService {
  constructor(private readonly catalog: CatalogReadModel) {}

  async list(journeyStage: unknown): Promise<CreativeSession[]> {
    return listCreativeSessions(this.catalog.view, parseInput(journeyStageFilter, journeyStage, 'journeyStage'));
  }

  /** A session's images, by id. */
  images(sessionId: string): CreativeImage[] {
    return sessionImages(this.catalog.view, sessionId);
  }
}
