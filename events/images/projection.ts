import { isEvent } from '../store/eventType.ts';
import { imageFields, type ImageFieldName, type StoredImageFields } from '../../domain/imageFields.ts';
import { ImageArchived, ImageCatalogued, ImageDetailsEdited, ImageDownloaded, ImageRestored } from './events.ts';
import { imageFilePath } from './imageFile.ts';
import { insert, update, type Projection, type RowValues } from '../store/ops.ts';

const fieldsOf = ({ id: _id, filePath: _filePath, ...fields }: StoredImageFields & { id: string; filePath: string }): StoredImageFields => fields;

/** The read-model row's columns for the given field values, as the field table names them. */
const columnsOf = (values: Partial<StoredImageFields>): RowValues =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [imageFields[name as ImageFieldName].column, value]));

export const creativeImagesProjection: Projection = {
  table: 'creative_images',
  primaryKey: ['id'],
  handles: [ImageCatalogued.type, ImageDetailsEdited.type, ImageArchived.type, ImageRestored.type, ImageDownloaded.type],
  evolve(event) {
    const time = event.metadata.time;
    if (isEvent(event, ImageCatalogued)) {
      const i = event.data;
      return [
        insert('creative_images', {
          ...columnsOf(fieldsOf(i)),
          id: i.id,
          file_path: imageFilePath(i.file, i.filename),
          download_count: 0,
          version: 1,
          archived_at: null,
          created_at: time,
          updated_at: time,
        }),
      ];
    }
    if (isEvent(event, ImageDetailsEdited)) {
      const set: RowValues = { ...columnsOf(event.data.changes), updated_at: time };
      // Once an image has a file it keeps one: an edit or undo that would take it away is given a render instead.
      const { file, filename } = event.data.changes;
      if (file || filename) set.file_path = imageFilePath(file ?? null, filename ?? '');
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
