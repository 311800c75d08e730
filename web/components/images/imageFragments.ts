/**
 * The fragments of catalog-image data the image components read (their types are generated:
 * ImageCard_ImageFragment, ImageDialog_ImageFragment). Every query and the imageChanged subscription
 * spread them, so the normalized cache entry of an image (CreativeImage:<id>) carries all of these
 * fields and updates every view at once.
 */
import { graphql } from '../../generated/gql.ts';

export const IMAGE_CARD_FRAGMENT = graphql(`
  fragment ImageCard_image on CreativeImage {
    id
    title
    description
    filename
    filePath
    perspective
    learningStatus
    journeyStage
    sessionId
    downloadCount
    complexityLevel
  }
`);

export const IMAGE_DIALOG_FRAGMENT = graphql(`
  fragment ImageDialog_image on CreativeImage {
    ...ImageCard_image
    prompt
    rejectionReason
    correctionApproach
    designPhilosophy
  }
`);
