/** The detail page's edit form: its values read from an image, and the edit they make (issue 19: every field). */
import { changedFields, parseTags } from '../../components/admin/adminLogic.ts';
import {
  generationParamsFields,
  generationParamsInput,
  generationParamsText,
  generationParamsValues,
  type GenerationParamsValues,
} from '../../components/catalogForm/generationParams.ts';
import { serverErrorFields } from '../../components/catalogForm/serverErrors.ts';
import type { AdminImage_ImageFragment, ImageEditInput } from '../../generated/graphql.ts';
import { imageEditInputFields, type JourneyStage, type LearningStatus, type Perspective } from '../../generated/vocabulary.ts';

/** How a history value reads: tags as a comma list, null as empty, generation parameters as one line. */
export function historyValueText(value: unknown, field?: string): string {
  if (value === null || value === undefined) return '';
  if (field === 'generationParams' || (typeof value === 'object' && !Array.isArray(value))) return generationParamsText(value);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

export interface DetailValues {
  licensing: string;
  title: string;
  description: string;
  extendedDescription: string;
  prompt: string;
  perspective: Perspective;
  journeyStage: JourneyStage;
  sessionId: string;
  learningStatus: LearningStatus;
  rejectionReason: string;
  correctionApproach: string;
  designPhilosophy: string;
  complexityLevel: string;
  searchKeywords: string;
  tags: string;
  generationParams: GenerationParamsValues;
}

/**
 * The form edits every field of ImageEditInput, and the admin fragment holds each of them (the
 * `satisfies` stops the build when the schema adds a field that the form or the fragment lacks). A
 * live change of one of them while editing is a conflict.
 */
export const detailConflictFields = imageEditInputFields satisfies readonly (keyof AdminImage_ImageFragment & keyof DetailValues)[];

export type DetailConflictField = (typeof detailConflictFields)[number];

/** The form fields a server error may name (generation parameters as generationParams.<name>). */
export const detailFormFields = serverErrorFields(detailConflictFields, { generationParams: generationParamsFields });

export function detailValues(image: AdminImage_ImageFragment): DetailValues {
  return {
    licensing: image.licensing,
    title: image.title,
    description: image.description,
    extendedDescription: image.extendedDescription,
    prompt: image.prompt,
    perspective: image.perspective,
    journeyStage: image.journeyStage,
    sessionId: image.sessionId,
    learningStatus: image.learningStatus,
    rejectionReason: image.rejectionReason ?? '',
    correctionApproach: image.correctionApproach ?? '',
    designPhilosophy: image.designPhilosophy ?? '',
    complexityLevel: String(image.complexityLevel),
    searchKeywords: image.searchKeywords,
    tags: JSON.stringify(image.tags),
    generationParams: generationParamsValues(image.generationParams),
  };
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

function editInput(values: DetailValues): ImageEditInput {
  const tags = parseTags(values.tags);
  const params = generationParamsInput(values.generationParams);
  return {
    licensing: values.licensing.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    extendedDescription: values.extendedDescription.trim(),
    prompt: values.prompt.trim(),
    perspective: values.perspective,
    journeyStage: values.journeyStage,
    ...(values.sessionId ? { sessionId: values.sessionId } : {}),
    learningStatus: values.learningStatus,
    rejectionReason: optional(values.rejectionReason),
    correctionApproach: optional(values.correctionApproach),
    designPhilosophy: optional(values.designPhilosophy),
    complexityLevel: Number(values.complexityLevel),
    searchKeywords: values.searchKeywords.trim(),
    ...(tags.ok ? { tags: tags.tags } : {}),
    ...(params ? { generationParams: params } : {}),
  };
}

/** Only the fields the administrator changed from the values the form started from; empty when none. */
export function detailEditInput(start: DetailValues, edited: DetailValues): ImageEditInput {
  const startInput = editInput(start) as Record<string, unknown>;
  const changes = changedFields(startInput, editInput(edited) as Record<string, unknown>) as ImageEditInput & Record<string, unknown>;
  // An image without a session to start from is not moved by the form.
  if (!start.sessionId) delete changes.sessionId;
  return changes;
}

/** Whether an edit renders a new file: the server re-renders on a new prompt, perspective or parameters. */
export const rerenders = (input: ImageEditInput) => input.prompt !== undefined || input.perspective !== undefined || input.generationParams !== undefined;
