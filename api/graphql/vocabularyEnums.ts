import { imageFormat } from '../../domain/imageFile.ts';
import { editableImageField } from '../../domain/imageFields.ts';
import { archivedFilter, aspectRatio, background, chatAnswerKind, chatRole, colorPalette, imageContext, imageSort, journeyStage, learningStatus, perspective, rejectionReasonPreset, type Vocabulary } from '../../domain/vocabulary.ts';
import { builder } from './builder.ts';

/** A GraphQL enum value name for a value that is not one ('16:9' → ratio_16_9, 'product-card' → product_card). */
export function graphqlEnumName(value: string): string {
  const name = value.replace(/[^A-Za-z0-9_]/g, '_');
  return /^[A-Za-z_]/.test(name) ? name : `ratio_${name}`;
}

const enumRefs = new Map<string, unknown>();

/** The GraphQL enum of a vocabulary: each value's label is its description, which codegen gives the web. */
export function enumOf<TValue extends string>(vocabulary: Vocabulary<TValue>, description: string) {
  const values = Object.fromEntries(
    vocabulary.values.map((value) => [graphqlEnumName(value), { value, description: vocabulary.labels[value] }]),
  ) as Record<string, { value: TValue; description: string }>;
  const ref = builder.enumType(vocabulary.name, { description, values });
  enumRefs.set(vocabulary.name, ref);
  return ref;
}

/** The enum made for a vocabulary by enumOf. */
export function enumRefOf<TValue extends string>(vocabulary: Vocabulary<TValue>): ReturnType<typeof enumOf<TValue>> {
  const ref = enumRefs.get(vocabulary.name);
  if (!ref) throw new Error(`no GraphQL enum for ${vocabulary.name}`);
  return ref as ReturnType<typeof enumOf<TValue>>;
}

export const PerspectiveEnum = enumOf(perspective, 'The three ways a visitor can read the site: copy, imagery and theme adapt to it. The first is the default.');
export const LearningStatusEnum = enumOf(learningStatus, 'What became of a generated image: published, kept as a lesson, or kept because it surprised us.');
export const JourneyStageEnum = enumOf(journeyStage, 'The stages of the creative journey, in order.');
export const BackgroundEnum = enumOf(background, 'The background a generated image is rendered on.');
export const ColorPaletteEnum = enumOf(colorPalette, 'The colour mood a generated image is rendered in.');
export const AspectRatioEnum = enumOf(aspectRatio, "Width to height of an image; the names read ratio_<width>_<height>, the descriptions 'width:height'.");
export const RejectionReasonPresetEnum = enumOf(
  rejectionReasonPreset,
  'Suggested reasons for a learning attempt; a rejection reason is free text, and a preset is stored as its label (the description).',
);
export const ChatAnswerKindEnum = enumOf(chatAnswerKind, 'How Semi answered a question (only this is recorded, never the question).');
export const ChatRoleEnum = enumOf(chatRole, 'Who said a turn of a conversation with Semi.');
export const EditableImageFieldEnum = enumOf(editableImageField, 'A field of a catalog image an edit may change, as the edit history names it.');
export const ImageFormatEnum = enumOf(imageFormat, 'A format an image is accepted in and served in.');
export const ImageContextEnum = enumOf(imageContext, 'Where on the site a catalog image was made to appear.');

/** An enum whose GraphQL names are its values in upper case (REST takes the values themselves). */
function upperCaseEnumOf<TValue extends string>(vocabulary: Vocabulary<TValue>, description: string) {
  const values = Object.fromEntries(
    vocabulary.values.map((value) => [value.toUpperCase(), { value, description: vocabulary.labels[value] }]),
  ) as Record<string, { value: TValue; description: string }>;
  return builder.enumType(vocabulary.name, { description, values });
}

export const ImageSortEnum = upperCaseEnumOf(
  imageSort,
  'The order of an images list: JOURNEY (by session date, then id), NEWEST or OLDEST (by when catalogued), MOST_DOWNLOADED (live counts), TITLE, COMPLEXITY (simplest first).',
);
export const ArchivedFilterEnum = upperCaseEnumOf(archivedFilter, 'Which images a list or count holds by archive state: ACTIVE (public), ARCHIVED or ALL; the last two need an administrator.');
