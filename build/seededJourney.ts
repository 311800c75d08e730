/**
 * The creative journey as the journey query answers it on a freshly seeded server, built from the
 * seed catalog at prerender time (no database there). The prerender (prerenderSite.ts) hands it to
 * renderPage: the prerendered /creative-process shows it and carries it in Apollo's cache, so hydration needs no request; the page then refreshes it in the
 * background (downloads and edits since the build). tests/api/seededJourney.int.spec.ts checks it
 * against the real query on a seeded database.
 */
import { catalogImages, catalogCreativeSessions } from '../seed/catalog.ts';
import { imageFileName, imageFilePath } from '../events/images/imageFile.ts';
import { seededFileOf } from '../seed/catalogFiles.ts';
import type { PrerenderedJourney } from '../web/ssr/renderPage.tsx';

/** PostgreSQL's C collation, which the image list's `ORDER BY s.session_date, i.id` uses for ids. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function seededJourney(): PrerenderedJourney {
  const sessions = [...catalogCreativeSessions].sort((a, b) => byCodePoint(a.sessionDate, b.sessionDate));
  const sessionOrder = new Map(sessions.map((session, index) => [session.id, index]));
  const stageOf = new Map(sessions.map((session) => [session.id, session.journeyStage]));
  const images = [...catalogImages].sort(
    (a, b) => sessionOrder.get(a.sessionId)! - sessionOrder.get(b.sessionId)! || byCodePoint(a.id, b.id),
  );
  return {
    creativeSessions: sessions.map((session) => ({
      __typename: 'CreativeSession',
      id: session.id,
      title: session.title,
      description: session.description,
      journeyStage: session.journeyStage,
      sessionDate: session.sessionDate,
      learningInsights: session.learningInsights || null,
      nextSteps: session.nextSteps || null,
    })),
    images: {
      __typename: 'ImagePage',
      total: images.length,
      items: images.map((image) => {
        const file = seededFileOf(image);
        const filename = file ? imageFileName(image.id, file) : image.filename;
        return {
        __typename: 'CreativeImage',
        id: image.id,
        title: image.title,
        description: image.description,
        filename,
        filePath: imageFilePath(file, filename),
        perspective: image.perspective,
        learningStatus: image.learningStatus,
        journeyStage: stageOf.get(image.sessionId)!,
        sessionId: image.sessionId,
        downloadCount: 0,
        complexityLevel: image.complexityLevel,
        prompt: image.prompt,
        rejectionReason: image.rejectionReason,
        correctionApproach: image.correctionApproach,
        designPhilosophy: image.designPhilosophy,
        };
      }),
    },
  };
}
