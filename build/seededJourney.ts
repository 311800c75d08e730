/**
 * The creative journey as the journey query answers it on a freshly seeded server, built from the
 * seed catalog at prerender time (no database there). The prerender (prerenderSite.ts) hands it to
 * renderPage: the prerendered /creative-process shows it and carries it in Apollo's cache, so hydration needs no request; the page then refreshes it in the
 * background (downloads and edits since the build). tests/api/seededJourney.int.spec.ts checks it
 * against the real query on a seeded database.
 */
import { catalogImages, catalogCreativeSessions } from '../seed/catalog.ts';
import { mediaPath, type ImageManifest } from '../domain/imageFile.ts';
import { imageFileName } from '../events/images/imageFile.ts';
import { seededFileOf } from '../seed/catalogFiles.ts';
import type { PrerenderedJourney } from '../web/ssr/renderPage.tsx';
import { pictureDataOf } from './catalogPictures.ts';

type JourneyImageFile = NonNullable<PrerenderedJourney['images']['items'][number]['file']>;

/** An image's file as the journey query answers a visitor: the <picture> data (media/srcset.ts) and the full-resolution URL, with type names. */
function journeyFile(manifest: ImageManifest): JourneyImageFile & { __typename: 'ImageFile' } {
  const picture = pictureDataOf(manifest);
  return {
    __typename: 'ImageFile',
    hash: manifest.original.hash,
    width: picture.width,
    height: picture.height,
    sources: picture.sources.map((source) => ({ __typename: 'ImageSource' as const, type: source.type, srcset: source.srcset })),
    srcset: picture.srcset,
    src: picture.src,
    placeholder: picture.placeholder,
    dominantColor: picture.dominantColor,
    url: mediaPath(manifest.original),
  };
}

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
          file: file ? journeyFile(file) : null,
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
