/**
 * The domain's closed sets of values, each with the label people read. Event schemas, GraphQL enums,
 * the image generator and the seed catalog derive from these; the web receives them through codegen
 * (web/generated/vocabulary.ts, written from the GraphQL enums and their descriptions). No other module
 * lists these values: tests/architecture/vocabulary.unit.spec.ts looks for stray lists.
 */
import { z } from 'zod';

export interface Vocabulary<TValue extends string> {
  /** The GraphQL enum's name. */
  readonly name: string;
  readonly values: readonly [TValue, ...TValue[]];
  readonly labels: Readonly<Record<TValue, string>>;
  /** Validates a value and says which values are allowed when it is not one of them. */
  readonly schema: z.ZodEnum<{ [K in TValue]: K }>;
  readonly has: (value: unknown) => value is TValue;
}

export function vocabulary<const TLabels extends Record<string, string>>(name: string, labels: TLabels): Vocabulary<Extract<keyof TLabels, string>> {
  type TValue = Extract<keyof TLabels, string>;
  const values = Object.keys(labels) as [TValue, ...TValue[]];
  const schema = z.enum(values, { error: `must be one of ${values.join(', ')}` }) as unknown as z.ZodEnum<{ [K in TValue]: K }>;
  return { name, values, labels, schema, has: (value: unknown): value is TValue => (values as readonly unknown[]).includes(value) };
}

/** The three ways a visitor can read the site; the first is the default. */
export const perspective = vocabulary('Perspective', {
  startup_founders: 'Startup Founders',
  content_creators: 'Content Creators',
  memory_capturers: 'Memory Capturers',
});
export type Perspective = (typeof perspective.values)[number];
export const defaultPerspective: Perspective = perspective.values[0];

/** What became of a generated image: published, kept as a lesson, or kept because it surprised us. */
export const learningStatus = vocabulary('LearningStatus', {
  final_version: 'Final Version',
  learning_attempt: 'Learning Attempt',
  happy_accident: 'Happy Accident',
});
export type LearningStatus = (typeof learningStatus.values)[number];

/** The stages of the creative journey, in order. */
export const journeyStage = vocabulary('JourneyStage', {
  early_experiments: 'Early Experiments',
  brand_discovery: 'Brand Discovery',
  perspective_mastery: 'Perspective Mastery',
});
export type JourneyStage = (typeof journeyStage.values)[number];

export const background = vocabulary('Background', {
  transparent: 'Transparent',
  white: 'White',
  black: 'Black',
  charcoal: 'Charcoal',
});
export type Background = (typeof background.values)[number];

export const colorPalette = vocabulary('ColorPalette', {
  vibrant: 'Vibrant',
  soft: 'Soft',
  monochrome: 'Monochrome',
  natural: 'Natural',
});
export type ColorPalette = (typeof colorPalette.values)[number];

/** Every aspect ratio an image may have; the demo offers the first five (demoAspectRatio). */
export const aspectRatio = vocabulary('AspectRatio', {
  '16:9': '16:9',
  '1:1': '1:1',
  '4:3': '4:3',
  '3:4': '3:4',
  '9:16': '9:16',
  '21:9': '21:9',
  '3:2': '3:2',
});
export type AspectRatio = (typeof aspectRatio.values)[number];

/** The ratios the image demo offers (the catalog's banner ratios 21:9 and 3:2 are not). */
export const demoAspectRatio = vocabulary('DemoAspectRatio', {
  '16:9': aspectRatio.labels['16:9'],
  '1:1': aspectRatio.labels['1:1'],
  '4:3': aspectRatio.labels['4:3'],
  '3:4': aspectRatio.labels['3:4'],
  '9:16': aspectRatio.labels['9:16'],
});
export type DemoAspectRatio = (typeof demoAspectRatio.values)[number];

/** Where a catalog image was made to appear. */
export const imageContext = vocabulary('ImageContext', {
  hero: 'Hero',
  'product-card': 'Product card',
  'case-study-banner': 'Case study banner',
  gallery: 'Gallery',
  social: 'Social',
  illustration: 'Illustration',
});
export type ImageContext = (typeof imageContext.values)[number];

/**
 * The preset reasons an administrator picks from when an image is a learning attempt. A rejection
 * reason is free text; these are the suggestions, stored as their label.
 */
export const rejectionReasonPreset = vocabulary('RejectionReasonPreset', {
  text_overlay: 'too much text overlay obscures image',
  palette_conflict: 'color palette conflicts with brand aesthetic',
  composition_busy: 'composition too busy for target perspective',
  hierarchy_unclear: 'visual hierarchy unclear or confusing',
  style_mismatch: "style doesn't match intended audience",
  technical_quality: 'technical quality issues (resolution, artifacts)',
  perspective_mismatch: 'perspective mismatch - wrong emotional tone',
  elements_too_small: 'elements too small for web display',
  background_conflict: 'background conflicts with text readability',
  stock_photo: 'generic stock photo appearance',
});
export type RejectionReasonPreset = (typeof rejectionReasonPreset.values)[number];

/** How Semi answered a question (only this is recorded, never the question). */
export const chatAnswerKind = vocabulary('ChatAnswerKind', {
  answer: 'Answered from the knowledge base',
  greeting: 'Greeting',
  thanks: 'Thanks',
  unknown: 'Not known',
  declined: 'Declined',
});
export type ChatAnswerKind = (typeof chatAnswerKind.values)[number];

/** Who said a turn of a conversation with Semi. */
export const chatRole = vocabulary('ChatRole', {
  user: 'The visitor',
  assistant: 'Semi',
});
export type ChatRole = (typeof chatRole.values)[number];

/** Orders an image list can take; journey (the default) is by session date, then id. */
export const imageSort = vocabulary('ImageSort', {
  journey: 'Journey order',
  newest: 'Newest',
  oldest: 'Oldest',
  most_downloaded: 'Most downloaded',
  title: 'Title',
  complexity: 'Complexity',
});
export type ImageSort = (typeof imageSort.values)[number];

/** Which images a list holds by archive state; only administrators see archived ones. */
export const archivedFilter = vocabulary('ArchivedFilter', {
  active: 'Public',
  archived: 'Archived',
  all: 'All',
});
export type ArchivedFilter = (typeof archivedFilter.values)[number];
