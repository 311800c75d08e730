/**
 * The detail page's own GraphQL documents: the image's history and its undo, the download count, and
 * the replacement of its file (sent as a multipart upload, web/api/graphqlUpload.ts).
 * The image itself (ADMIN_IMAGE, IMAGE_CHANGED) is shared with the edit hooks in components/admin/;
 * the page reads it through IMAGE_DETAIL, which adds the log position its live feed starts from.
 */
import { graphql } from '../../generated/gql.ts';

/**
 * The image the page shows, with the log position it was read at (its feed starts there). The edit
 * hooks and the file replacement read and write the same image through ADMIN_IMAGE.
 */
export const IMAGE_DETAIL = graphql(`
  query ImageDetail($id: ID!) {
    imagePosition: logPosition
    image(id: $id) {
      ...AdminImage_image
    }
  }
`);

/** Edits per page of an image's history (the server's default). */
export const HISTORY_PAGE_EDITS = 100;

/** An image's edit history, a page at a time (the edits before a position). */
export const IMAGE_HISTORY = graphql(`
  query AdminImageHistory($id: ID!, $before: BigInt) {
    imageHistory(id: $id, before: $before) {
      position
      actor
      time
      field
      from
      to
      fromFile {
        ...CatalogPicture_file
        url
        format
        bytes
      }
      toFile {
        ...CatalogPicture_file
        url
        format
        bytes
      }
      undoes
    }
  }
`);

/** Undoes one edit (the history's Undo), based on the version the page shows. */
export const UNDO_IMAGE_EDIT = graphql(`
  mutation AdminUndoImageEdit($eventPosition: BigInt!, $expectedVersion: Int) {
    undoImageEdit(eventPosition: $eventPosition, expectedVersion: $expectedVersion) {
      ...AdminImage_image
    }
  }
`);

/** Counts a download of the image (the page's Download button). */
export const DOWNLOAD_IMAGE = graphql(`
  mutation AdminDownloadImage($id: ID!) {
    downloadImage(id: $id) {
      id
      downloadCount
    }
  }
`);

/** Replaces the image's file with an uploaded one, based on the version the page shows (a newer one is a CONFLICT). */
export const REPLACE_IMAGE_FILE = graphql(`
  mutation AdminReplaceImageFile($id: ID!, $file: Upload!, $expectedVersion: Int) {
    replaceImageFile(id: $id, file: $file, expectedVersion: $expectedVersion) {
      ...AdminImage_image
    }
  }
`);
