import type { CatalogView } from '../../events/readModels/catalogView.ts';
import { catalogImages, catalogSessions } from '../../prisma/seed/catalog.ts';

/** The route whose prerendered document shows the catalog (the seed's, as of the build). */
export const JOURNEY_ROUTE = '/creative-process';

const seededImageIds = new Set(catalogImages.map((image) => image.id));
const seededSessionIds = new Set(catalogSessions.map((session) => session.id));
const sameIds = (ids: readonly string[], expected: ReadonlySet<string>) => ids.length === expected.size && ids.every((id) => expected.has(id));

const current = new WeakMap<CatalogView, boolean>();

/**
 * Whether the prerendered journey still shows the public catalog's images and sessions: no image
 * added or archived, no session created. Edits and downloads since the build are not a reason to
 * drop it (the page refreshes them after hydrating); a different set of images is, since an archived
 * image must not be in any public answer.
 */
export function seededJourneyIsCurrent(view: CatalogView): boolean {
  let answer = current.get(view);
  if (answer === undefined) {
    answer =
      sameIds(
        view.imagesInOrder.map((image) => image.id),
        seededImageIds,
      ) &&
      sameIds(
        view.sessions.map((session) => session.id),
        seededSessionIds,
      );
    current.set(view, answer);
  }
  return answer;
}
