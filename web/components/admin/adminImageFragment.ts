/**
 * What the admin pages read of an image (typed as AdminImage_ImageFragment): every field the edit
 * forms edit, its version, and its file (the grid's thumbnail and the detail page's picture, as
 * <CatalogPicture> reads it, and the full-resolution URL for the download; signed for an administrator). Read by the edit hooks beside it (useEditImage answers with it,
 * useEditConflict compares it), the admin card's inline edit (AdminGridImage_image spreads it) and
 * the detail page and its form. Every admin query, mutation and the imageChanged feed spread it, so
 * the cached image (CreativeImage:<id>) is complete for each of them and a live change updates them all.
 */
import { graphql } from '../../generated/gql.ts';

export const ADMIN_IMAGE_FRAGMENT = graphql(`
  fragment AdminImage_image on CreativeImage {
    id
    title
    description
    extendedDescription
    filename
    file {
      ...CatalogPicture_file
      url
      format
      bytes
    }
    prompt
    perspective
    learningStatus
    journeyStage
    sessionId
    rejectionReason
    correctionApproach
    designPhilosophy
    complexityLevel
    downloadCount
    licensing
    tags
    searchKeywords
    generationParams
    usageLocations {
      page
      section
      url
    }
    version
  }
`);
