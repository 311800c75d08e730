import { z } from 'zod';
import { journeyStage } from '../../domain/vocabulary.ts';
import { listCreativeSessions } from '../../events/sessions/queries.ts';
import type { Database } from '../../prisma/database.ts';
import type { CreativeSession } from '../../prisma/generated/client/client.ts';
import { parseInput } from '../errors.ts';

const journeyStageFilter = z.preprocess((value) => (value === 'all' || value === '' ? undefined : value), journeyStage.schema.optional());

/** Creative sessions for GraphQL and REST ('all' or nothing: every journey stage). */
export class SessionService {
  constructor(private readonly db: Database) {}

  list(journeyStage: unknown): Promise<CreativeSession[]> {
    return listCreativeSessions(this.db, parseInput(journeyStageFilter, journeyStage, 'journeyStage'));
  }
}
