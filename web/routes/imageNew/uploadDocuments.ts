/** The upload form's document: one image from one file (sent as a multipart upload, web/api/graphqlUpload.ts). */
import { graphql } from '../../generated/gql.ts';

/** Adds an image from a file; it answers with the admin image, so the cache holds it for the detail page it links to. */
export const UPLOAD_IMAGE = graphql(`
  mutation UploadImage($file: Upload!, $input: UploadedImageInput!) {
    uploadImage(file: $file, input: $input) {
      ...AdminImage_image
    }
  }
`);
