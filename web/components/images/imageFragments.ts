/**
 * The fragments of catalog-image data the image components read, with their TypeScript shapes.
 * Every query and the imageChanged subscription spread them, so the normalized cache entry of an
 * image (CreativeImage:<id>) carries all of these fields and updates every view at once.
 */
import { gql } from '@apollo/client';

export const IMAGE_CARD_FRAGMENT = gql`
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
`;

export const IMAGE_DIALOG_FRAGMENT = gql`
  fragment ImageDialog_image on CreativeImage {
    ...ImageCard_image
    prompt
    rejectionReason
    correctionApproach
    designPhilosophy
  }
  ${IMAGE_CARD_FRAGMENT}
`;

export interface ImageCardData {
  readonly __typename?: 'CreativeImage';
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly filename: string;
  readonly filePath: string;
  readonly perspective: string;
  readonly learningStatus: string;
  readonly journeyStage: string;
  readonly sessionId: string;
  readonly downloadCount: number;
  readonly complexityLevel: number;
}

export interface ImageDialogData extends ImageCardData {
  readonly prompt: string;
  readonly rejectionReason: string | null;
  readonly correctionApproach: string | null;
  readonly designPhilosophy: string | null;
}
