import { adminSessionMarksProjection, analyticsDaySummariesProjection, navigationsProjection, pageVisitsProjection } from '../analytics/projections.ts';
import type { RecordedEvent } from '../eventType.ts';
import { imageDownloadsProjection } from '../images/downloadsProjection.ts';
import { creativeImagesProjection } from '../images/projection.ts';
import { chatQuestionsProjection } from '../semi/projection.ts';
import { creativeSessionsProjection } from '../sessions/projection.ts';
import { usageLocationsProjection } from '../usage/projection.ts';
import type { Op, Projection } from './ops.ts';

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
  analyticsDaySummariesProjection,
];

const byType = new Map<string, Projection[]>();
for (const projection of projections) {
  for (const type of projection.handles) byType.set(type, [...(byType.get(type) ?? []), projection]);
}

export function opsFor(event: RecordedEvent): Op[] {
  return (byType.get(event.type) ?? []).flatMap((projection) => projection.evolve(event));
}
