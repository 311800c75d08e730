import type { JourneyStage } from '../../domain/vocabulary.ts';
import type { Database } from '../../prisma/database.ts';
import type { CreativeSession } from '../../prisma/generated/client/client.ts';

/** Creative sessions by date, of one journey stage or of all. */
export const listCreativeSessions = (db: Database, journeyStage?: JourneyStage): Promise<CreativeSession[]> =>
  db.prisma.creativeSession.findMany({ where: journeyStage ? { journeyStage } : {}, orderBy: { sessionDate: 'asc' } });
