import { chatQuestionsProjection, imageDownloadsProjection } from './analyticsFacts.ts';
import { creativeImagesProjection } from './creativeImages.ts';
import { creativeSessionsProjection } from './creativeSessions.ts';
import type { Op, Projection } from './ops.ts';
import { adminSessionMarksProjection, navigationsProjection, pageVisitsProjection } from './pageVisits.ts';
import { usageLocationsProjection } from './usageLocations.ts';
import type { RecordedEvent } from '../eventType.ts';

/** The inline projections, in the order they are applied to each event. */
export const projections: readonly Projection[] = [
  creativeSessionsProjection,
  creativeImagesProjection,
  usageLocationsProjection,
  pageVisitsProjection,
  navigationsProjection,
  imageDownloadsProjection,
  chatQuestionsProjection,
  adminSessionMarksProjection,
];

const byType = new Map<string, Projection[]>();
for (const projection of projections) {
  for (const type of projection.handles) byType.set(type, [...(byType.get(type) ?? []), projection]);
}

export function opsFor(event: RecordedEvent): Op[] {
  return (byType.get(event.type) ?? []).flatMap((projection) => projection.evolve(event));
}
