import type { JourneyStage } from '../../domain/vocabulary.ts';
import type { CreativeImage, CreativeSession } from '../../prisma/generated/client/client.ts';
import type { CatalogView } from '../readModels/catalogView.ts';

/** Creative sessions by date, of one journey stage or of all. */
export const listCreativeSessions = (catalog: CatalogView, journeyStage?: JourneyStage): CreativeSession[] =>
  journeyStage ? catalog.sessions.filter((session) => session.journeyStage === journeyStage) : catalog.sessions;

/** A session's images, by id. */
export const creativeSessionImages = (catalog: CatalogView, sessionId: string): CreativeImage[] => catalog.imagesBySession.get(sessionId) ?? [];
