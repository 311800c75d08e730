/** The new-image form's values and the CatalogImageInput they make (pure, for unit tests). */
import { defaultGenerationParams, generationParamsFields, generationParamsInput, type GenerationParamsValues } from '../../components/catalogForm/generationParams.ts';
import { serverErrorFields } from '../../components/catalogForm/serverErrors.ts';
import { imageNew } from '../../content/catalogAdmin.ts';
import type { CatalogImageInput } from '../../generated/graphql.ts';
import { catalogImageInputFields, journeyStageValues, learningStatusValues, perspectiveValues, type JourneyStage, type LearningStatus, type Perspective } from '../../generated/vocabulary.ts';

export interface ImageNewValues {
  title: string;
  prompt: string;
  description: string;
  extendedDescription: string;
  perspective: Perspective;
  journeyStage: JourneyStage;
  sessionId: string;
  learningStatus: LearningStatus;
  rejectionReason: string;
  correctionApproach: string;
  designPhilosophy: string;
  /** 1 to 5, from a select. */
  complexityLevel: string;
  /** Comma-separated. */
  tags: string;
  searchKeywords: string;
  licensing: string;
  generationParams: GenerationParamsValues;
}

export const COMPLEXITY_LEVELS = [1, 2, 3, 4, 5] as const;

export const imageNewDefaults: ImageNewValues = {
  title: '',
  prompt: '',
  description: '',
  extendedDescription: '',
  perspective: perspectiveValues[0],
  journeyStage: journeyStageValues[0],
  sessionId: '',
  learningStatus: learningStatusValues[0],
  rejectionReason: '',
  correctionApproach: '',
  designPhilosophy: '',
  complexityLevel: '3',
  tags: '',
  searchKeywords: '',
  licensing: imageNew.defaultLicensing,
  generationParams: defaultGenerationParams,
};

/** 'brand, hero , ,brand' → ['brand', 'hero']: trimmed, empty ones and repeats dropped. */
export function tagList(text: string): string[] {
  return [...new Set(text.split(',').map((tag) => tag.trim()).filter((tag) => tag !== ''))];
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form has a field for every field of CatalogImageInput (this fails to compile when the schema adds one it lacks). */
const catalogFormFields: readonly (keyof ImageNewValues)[] = catalogImageInputFields;

/** The fields of the form a server error may name (generation parameters as generationParams.<name>). */
export const imageNewFields: readonly string[] = serverErrorFields(catalogFormFields, { generationParams: generationParamsFields });

/** The input of catalogImage; null while the parameters are not valid (the form shows why). */
export function catalogImageInput(values: ImageNewValues): CatalogImageInput | null {
  const generationParams = generationParamsInput(values.generationParams);
  if (!generationParams) return null;
  const licensing = values.licensing.trim();
  return {
    title: values.title.trim(),
    prompt: values.prompt.trim(),
    description: values.description.trim(),
    extendedDescription: values.extendedDescription.trim(),
    perspective: values.perspective,
    journeyStage: values.journeyStage,
    sessionId: values.sessionId,
    learningStatus: values.learningStatus,
    rejectionReason: optional(values.rejectionReason),
    correctionApproach: optional(values.correctionApproach),
    designPhilosophy: optional(values.designPhilosophy),
    complexityLevel: Number(values.complexityLevel),
    tags: tagList(values.tags),
    searchKeywords: values.searchKeywords.trim(),
    licensing: licensing === '' ? imageNew.defaultLicensing : licensing,
    generationParams,
  };
}
