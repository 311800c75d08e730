/**
 * The upload form's values and the UploadedImageInput each file makes (pure, for unit tests): the
 * fields a batch shares, set once, and the fields of each file; and which of them a server error names.
 */
import type { UploadedImageInput } from '../../../generated/graphql.ts';
import {
  journeyStageValues,
  learningStatusValues,
  perspectiveValues,
  type JourneyStage,
  type LearningStatus,
  type Perspective,
  type UploadedImageInputField,
} from '../../../generated/vocabulary.ts';
import { tagList } from '../imageNewForm.ts';

/** What every file of a batch shares. */
export interface SharedValues {
  sessionId: string;
  perspective: Perspective;
  journeyStage: JourneyStage;
  learningStatus: LearningStatus;
  /** 1 to 5, from a select. */
  complexityLevel: string;
}

/** What each file has of its own. */
export interface FileValues {
  title: string;
  prompt: string;
  description: string;
  /** Comma-separated. */
  tags: string;
}

export interface UploadValues {
  shared: SharedValues;
  /** By the file's key in the batch. */
  files: Record<string, FileValues>;
}

/** The fields of UploadedImageInput the form has (the `satisfies` fails to compile when one is not an input field); the others are edited on the detail page. */
export const sharedFields = ['sessionId', 'perspective', 'journeyStage', 'learningStatus', 'complexityLevel'] as const satisfies readonly (keyof SharedValues & UploadedImageInputField)[];
export const fileFields = ['title', 'prompt', 'description', 'tags'] as const satisfies readonly (keyof FileValues & UploadedImageInputField)[];

export const sharedDefaults: SharedValues = {
  sessionId: '',
  perspective: perspectiveValues[0],
  journeyStage: journeyStageValues[0],
  learningStatus: learningStatusValues[0],
  complexityLevel: '3',
};

/** 'sunset_over-the-bay.final.JPG' → 'Sunset over the bay final': a title to start from, not to keep. */
export function titleFromFileName(name: string): string {
  const words = name
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 200);
}

export const fileDefaults = (fileName: string): FileValues => ({ title: titleFromFileName(fileName), prompt: '', description: '', tags: '' });

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The input of uploadImage for one file of the batch. */
export function uploadedImageInput(shared: SharedValues, file: FileValues): UploadedImageInput {
  const tags = tagList(file.tags);
  return {
    title: file.title.trim(),
    prompt: file.prompt.trim(),
    ...(optional(file.description) ? { description: file.description.trim() } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    sessionId: shared.sessionId,
    perspective: shared.perspective,
    journeyStage: shared.journeyStage,
    learningStatus: shared.learningStatus,
    complexityLevel: Number(shared.complexityLevel),
  };
}

/** Where a server error about an input field belongs: a field of this file, a shared field, or none the form shows. */
export type ErrorPlace = { readonly scope: 'file'; readonly field: keyof FileValues } | { readonly scope: 'shared'; readonly field: keyof SharedValues } | null;

/** 'input.title' → this file's title; 'input.sessionId' → the shared session; anything else → null. */
export function errorPlace(path: string): ErrorPlace {
  const field = path.replace(/^input\./, '');
  if ((fileFields as readonly string[]).includes(field)) return { scope: 'file', field: field as keyof FileValues };
  if ((sharedFields as readonly string[]).includes(field)) return { scope: 'shared', field: field as keyof SharedValues };
  return null;
}
