import { isEvent } from '../eventType.ts';
import { ImageArchived, ImageCatalogued, ImageDetailsEdited, ImageDownloaded, ImageRestored, type EditableImageFields } from './events.ts';
import { catalogFilePath } from './imageFile.ts';
import { insert, update, type Projection, type RowValues } from '../projections/ops.ts';

const columnOf: Record<keyof EditableImageFields, string> = {
  title: 'title',
  description: 'description',
  extendedDescription: 'extended_description',
  learningStatus: 'learning_status',
  rejectionReason: 'rejection_reason',
  licensing: 'licensing',
  searchKeywords: 'search_keywords',
  tags: 'tags',
  prompt: 'prompt',
  correctionApproach: 'correction_approach',
  designPhilosophy: 'design_philosophy',
  complexityLevel: 'complexity_level',
  perspective: 'perspective',
  journeyStage: 'journey_stage',
  sessionId: 'session_id',
  generationParams: 'generation_params',
  filename: 'filename',
};

export const creativeImagesProjection: Projection = {
  name: 'creative_images',
  handles: [ImageCatalogued.type, ImageDetailsEdited.type, ImageArchived.type, ImageRestored.type, ImageDownloaded.type],
  evolve(event) {
    const time = event.metadata.time;
    if (isEvent(event, ImageCatalogued)) {
      const i = event.data;
      return [
        insert('creative_images', {
          id: i.id,
          session_id: i.sessionId,
          title: i.title,
          description: i.description,
          extended_description: i.extendedDescription,
          filename: i.filename,
          file_path: i.filePath,
          prompt: i.prompt,
          perspective: i.perspective,
          learning_status: i.learningStatus,
          journey_stage: i.journeyStage,
          rejection_reason: i.rejectionReason,
          correction_approach: i.correctionApproach,
          design_philosophy: i.designPhilosophy,
          complexity_level: i.complexityLevel,
          download_count: 0,
          licensing: i.licensing,
          tags: i.tags,
          search_keywords: i.searchKeywords,
          generation_params: i.generationParams,
          version: 1,
          archived_at: null,
          created_at: time,
          updated_at: time,
        }),
      ];
    }
    if (isEvent(event, ImageDetailsEdited)) {
      const set: RowValues = { updated_at: time };
      for (const [field, value] of Object.entries(event.data.changes)) {
        set[columnOf[field as keyof EditableImageFields]] = value;
      }
      if (event.data.changes.filename) set.file_path = catalogFilePath(event.data.changes.filename);
      return [update('creative_images', { id: event.data.imageId }, { set, increment: { version: 1 } })];
    }
    if (isEvent(event, ImageArchived) || isEvent(event, ImageRestored)) {
      const archivedAt = isEvent(event, ImageArchived) ? time : null;
      return [update('creative_images', { id: event.data.imageId }, { set: { archived_at: archivedAt, updated_at: time }, increment: { version: 1 } })];
    }
    if (isEvent(event, ImageDownloaded)) {
      return [update('creative_images', { id: event.data.imageId }, { increment: { download_count: 1 } })];
    }
    return [];
  },
};
