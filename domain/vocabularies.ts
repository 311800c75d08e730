import { imageFormat } from './imageFile.ts';
import { editableImageField } from './imageFields.ts';
import {
  archivedFilter,
  aspectRatio,
  background,
  chatAnswerKind,
  colorPalette,
  demoAspectRatio,
  imageContext,
  imageSort,
  journeyStage,
  learningStatus,
  perspective,
  rejectionReasonPreset,
} from './vocabulary.ts';

/** Every closed set, for the GraphQL schema and the checks that no other module lists their values. */
export const vocabularies = [
  perspective,
  learningStatus,
  journeyStage,
  background,
  colorPalette,
  aspectRatio,
  demoAspectRatio,
  imageContext,
  rejectionReasonPreset,
  editableImageField,
  chatAnswerKind,
  imageSort,
  archivedFilter,
  imageFormat,
] as const;
