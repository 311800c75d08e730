import { archivedFilter, aspectRatio, background, chatAnswerKind, colorPalette, editableImageField, imageContext, imageSort, journeyStage, learningStatus, perspective, rejectionReasonPreset, type Vocabulary } from '../domain/vocabulary.ts';
import { builder } from './builder.ts';

/** A GraphQL enum value name for a value that is not one ('16:9' → ratio_16_9, 'product-card' → product_card). */
export function graphqlEnumName(value: string): string {
  const name = value.replace(/[^A-Za-z0-9_]/g, '_');
  return /^[A-Za-z_]/.test(name) ? name : `ratio_${name}`;
}

/** The GraphQL enum of a vocabulary: each value's label is its description, which codegen gives the web. */
export function enumOf<TValue extends string>(vocabulary: Vocabulary<TValue>) {
  const values = Object.fromEntries(
    vocabulary.values.map((value) => [graphqlEnumName(value), { value, description: vocabulary.labels[value] }]),
  ) as Record<string, { value: TValue; description: string }>;
  return builder.enumType(vocabulary.name, { values });
}

export const PerspectiveEnum = enumOf(perspective);
export const LearningStatusEnum = enumOf(learningStatus);
export const JourneyStageEnum = enumOf(journeyStage);
export const BackgroundEnum = enumOf(background);
export const ColorPaletteEnum = enumOf(colorPalette);
export const AspectRatioEnum = enumOf(aspectRatio);
export const RejectionReasonPresetEnum = enumOf(rejectionReasonPreset);
export const ChatAnswerKindEnum = enumOf(chatAnswerKind);
export const EditableImageFieldEnum = enumOf(editableImageField);
export const ImageContextEnum = enumOf(imageContext);

/** An enum whose GraphQL names are its values in upper case (REST takes the values themselves). */
function upperCaseEnumOf<TValue extends string>(vocabulary: Vocabulary<TValue>) {
  const values = Object.fromEntries(
    vocabulary.values.map((value) => [value.toUpperCase(), { value, description: vocabulary.labels[value] }]),
  ) as Record<string, { value: TValue; description: string }>;
  return builder.enumType(vocabulary.name, { values });
}

export const ImageSortEnum = upperCaseEnumOf(imageSort);
export const ArchivedFilterEnum = upperCaseEnumOf(archivedFilter);
