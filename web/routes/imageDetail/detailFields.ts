/** The detail page's edit form: its values read from an image, and the edit they make (issue 19: every field). */
import { generationParamsInput, generationParamsText, generationParamsValues, type GenerationParamsValues } from '../catalogForm/generationParams.ts';
import type { AdminImage_ImageFragment, ImageEditInput } from '../../generated/graphql.ts';
import type { JourneyStage, LearningStatus, Perspective } from '../../generated/vocabulary.ts';
import { changedFields, parseTags } from './adminLogic.ts';

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

/** The fields of the admin fragment the form edits: a live change of one of them while editing is a conflict. */
export const detailConflictFields = [
  'licensing',
  'title',
  'description',
  'extendedDescription',
  'prompt',
  'perspective',
  'journeyStage',
  'learningStatus',
  'rejectionReason',
  'correctionApproach',
  'designPhilosophy',
  'complexityLevel',
  'searchKeywords',
  'tags',
  'generationParams',
] as const satisfies readonly (keyof AdminImage_ImageFragment & keyof DetailValues)[];

export type DetailConflictField = (typeof detailConflictFields)[number];

export function detailValues(image: AdminImage_ImageFragment, sessionId: string): DetailValues {
  return {
    licensing: image.licensing,
    title: image.title,
    description: image.description,
    extendedDescription: image.extendedDescription,
    prompt: image.prompt,
    perspective: image.perspective,
    journeyStage: image.journeyStage,
    sessionId,
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
  // An unknown session on the start (still loading) is no change of session.
  if (!start.sessionId) delete changes.sessionId;
  return changes;
}

/** Whether an edit renders a new file: the server re-renders on a new prompt, perspective or parameters. */
export const rerenders = (input: ImageEditInput) => input.prompt !== undefined || input.perspective !== undefined || input.generationParams !== undefined;
