import type { CatalogView } from '../../events/readModels/catalogView.ts';
import { catalogImages } from '../../seed/catalog.ts';

/** The route whose prerendered document shows the catalog (the seed's, as of the build). */
export const JOURNEY_ROUTE = '/creative-process';

const seededImageIds = catalogImages.map((image) => image.id);

const current = new WeakMap<CatalogView, boolean>();

/**
 * Whether the prerendered journey may still be served: every image it shows is still public. An
 * archived image must not be in any public answer, so then the page renders from the API instead.
 * What changed otherwise (edits, downloads, images and sessions added since the build) the page
 * brings in after hydrating, as it always has.
 */
export function seededJourneyIsCurrent(view: CatalogView): boolean {
  let answer = current.get(view);
  if (answer === undefined) {
    answer = seededImageIds.every((id) => view.imageById.has(id));
    current.set(view, answer);
  }
  return answer;
}
