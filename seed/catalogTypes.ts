import type { AspectRatio, Background, ColorPalette, ImageContext, JourneyStage, LearningStatus, Perspective } from '../domain/vocabulary.ts';

export interface GenerationParams {
  colorPalette: ColorPalette;
  aspectRatio: AspectRatio;
  background: Background;
  /** 0-100 in steps of 10: 0 is 'Hungry Caterpillar' (few bold shapes), 100 'Where's Waldo' (dense detail). */
  minimalism: number;
  /** Deterministic generator seed (positive integer). */
  seed: number;
  context: { type: ImageContext };
}

export interface CatalogCreativeSession {
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
  /** Required for learning_attempt (one of the rejection reason presets' labels), null otherwise. */
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
