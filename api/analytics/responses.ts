import { z } from 'zod';

export const pageVisitRecordedSchema = z.object({ id: z.uuid().describe('The visit id: send the time spent on the page to /api/analytics/page-visit/{id}.') });
