export const perspectives = ['startup_founders', 'content_creators', 'memory_capturers'] as const;
export type Perspective = (typeof perspectives)[number];

export const learningStatuses = ['final_version', 'learning_attempt', 'happy_accident'] as const;
export type LearningStatus = (typeof learningStatuses)[number];

export const journeyStages = ['early_experiments', 'brand_discovery', 'perspective_mastery'] as const;
export type JourneyStage = (typeof journeyStages)[number];

export const backgrounds = ['transparent', 'white', 'black', 'charcoal'] as const;
export type Background = (typeof backgrounds)[number];

export const colorPalettes = ['vibrant', 'soft', 'monochrome', 'natural'] as const;
export type ColorPalette = (typeof colorPalettes)[number];

export const aspectRatios = ['16:9', '1:1', '4:3', '3:4', '9:16', '21:9', '3:2'] as const;
export type AspectRatio = (typeof aspectRatios)[number];

/** The ten preset rejection reasons of SPEC.md section 9, in order. */
export const presetRejectionReasons = [
  'too much text overlay obscures image',
  'color palette conflicts with brand aesthetic',
  'composition too busy for target perspective',
  'visual hierarchy unclear or confusing',
  "style doesn't match intended audience",
  'technical quality issues (resolution, artifacts)',
  'perspective mismatch - wrong emotional tone',
  'elements too small for web display',
  'background conflicts with text readability',
  'generic stock photo appearance',
] as const;

export interface GenerationParams {
  colorPalette: ColorPalette;
  aspectRatio: AspectRatio;
  background: Background;
  /** 0-100 in steps of 10: 0 is 'Hungry Caterpillar' (few bold shapes), 100 'Where's Waldo' (dense detail). */
  minimalism: number;
  /** Deterministic generator seed (positive integer). */
  seed: number;
  context: { type: 'hero' | 'product-card' | 'case-study-banner' | 'gallery' | 'social' | 'illustration' };
}

export interface CatalogSession {
  id: string;
  title: string;
  description: string;
  journeyStage: JourneyStage;
  /** ISO date, e.g. '2025-03-04'. */
  sessionDate: string;
  learningInsights: string;
  nextSteps: string;
}

export interface CatalogImage {
  id: string;
  sessionId: string;
  title: string;
  description: string;
  extendedDescription: string;
  /** e.g. 'founders-hero-geometric-garden.png' */
  filename: string;
  prompt: string;
  perspective: Perspective;
  learningStatus: LearningStatus;
  /** Required (one of presetRejectionReasons) for learning_attempt, null otherwise. */
  rejectionReason: string | null;
  /** Required for learning_attempt. */
  correctionApproach: string | null;
  /** Required for final_version and happy_accident. */
  designPhilosophy: string | null;
  complexityLevel: 1 | 2 | 3 | 4 | 5;
  tags: string[];
  /** Comma-separated. */
  searchKeywords: string;
  generationParams: GenerationParams;
}
