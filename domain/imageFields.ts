/**
 * One definition per field of a catalog image: its type and limits, whether null clears it, its
 * read-model column, its label and how an administrator enters it. The event schemas, the API's input
 * validation (and its messages), the GraphQL input types and their descriptions, the projection's
 * column map, the edit history's field names and (through GraphQL and codegen) the client's form field
 * lists all derive from this table. Adding a field is one line here plus what is genuinely new.
 */
import { z } from 'zod';
import { generationParamsInputSchema, generationParamsSchema } from './generationParams.ts';
import { imageManifestSchema } from './imageFile.ts';
import { journeyStage, learningStatus, perspective, vocabulary, type Vocabulary } from './vocabulary.ts';

/** How GraphQL takes a field as input; absent for a field no administrator enters. */
export type GraphqlInputKind = 'String' | 'Int' | 'ID' | '[String!]' | 'GenerationParamsInput' | { readonly enumOf: Vocabulary<string> };

export interface ImageField<TStored extends z.ZodType = z.ZodType, TInput extends z.ZodType = z.ZodType> {
  /** How the edit history and the GraphQL enum EditableImageField name it. */
  readonly label: string;
  readonly column: string;
  /** What events store: the log's own check, on write and on read. */
  readonly stored: TStored;
  /** What an administrator enters (GraphQL and REST), with the messages a form shows; undefined: not entered. */
  readonly input: TInput | undefined;
  readonly graphql: GraphqlInputKind | undefined;
  /** Its limits as people read them ('1 to 200 characters'), for descriptions. */
  readonly limits: string | undefined;
  /** The most characters a text field holds. */
  readonly maxLength: number | undefined;
  /** An explicit null clears it. */
  readonly clearable: boolean;
  /** A new image may leave it out: this value is then stored ('empty', 'none' or the value, for descriptions). */
  readonly default: { readonly value: unknown; readonly text: string } | undefined;
  /** What it is, as the new-image input describes it; and a consequence of changing it. */
  readonly about: string | undefined;
  readonly note: string | undefined;
}

const thousands = (n: number) => n.toLocaleString('en');

interface Described {
  label: string;
  column: string;
  about?: string;
  note?: string;
}

function field<TStored extends z.ZodType, TInput extends z.ZodType>(
  spec: Described & {
    stored: TStored;
    input?: TInput;
    graphql?: GraphqlInputKind;
    limits?: string;
    maxLength?: number;
    clearable?: boolean;
    default?: { value: unknown; text: string };
  },
): ImageField<TStored, TInput> {
  return {
    label: spec.label,
    column: spec.column,
    stored: spec.stored,
    input: spec.input,
    graphql: spec.graphql,
    limits: spec.limits,
    maxLength: spec.maxLength,
    clearable: spec.clearable ?? false,
    default: spec.default,
    about: spec.about,
    note: spec.note,
  };
}

const trimmedOrNull = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value);

const defaultText = (value: string | null | undefined) =>
  value === undefined ? undefined : { value, text: value === null ? 'none' : value === '' ? 'empty' : `'${value}'` };
export const atMost = (max: number) => `must be at most ${thousands(max)} characters`;

/** Text of at most `max` characters; `min` 1: it must not be empty. Entered text is trimmed. */
function text(spec: Described & { min?: 1; max: number; default?: string }) {
  return field({
    ...spec,
    stored: spec.min ? z.string().min(spec.min).max(spec.max) : z.string().max(spec.max),
    input: spec.min ? z.string().trim().min(1, 'must not be empty').max(spec.max, atMost(spec.max)) : z.string().trim().max(spec.max, atMost(spec.max)),
    graphql: 'String',
    limits: spec.min ? `${spec.min} to ${thousands(spec.max)} characters` : `up to ${thousands(spec.max)} characters`,
    maxLength: spec.max,
    default: defaultText(spec.default),
  });
}

/** Text that may be absent: null, or empty text as entered, clears it. */
function clearableText(spec: Described & { max: number }) {
  return field({
    ...spec,
    stored: z.string().max(spec.max).nullable(),
    input: z.preprocess(trimmedOrNull, z.string().max(spec.max, atMost(spec.max)).nullable()),
    graphql: 'String',
    limits: `up to ${thousands(spec.max)} characters`,
    maxLength: spec.max,
    clearable: true,
    default: defaultText(null),
  });
}

function choice<TValue extends string>(values: Vocabulary<TValue>, spec: Described) {
  return field({ ...spec, stored: values.schema, input: values.schema, graphql: { enumOf: values as unknown as Vocabulary<string> } });
}

function wholeNumber(spec: Described & { min: number; max: number }) {
  const range = `must be a whole number from ${spec.min} to ${spec.max}`;
  return field({
    ...spec,
    stored: z.number().int().min(spec.min).max(spec.max),
    input: z.number({ error: range }).int(range).min(spec.min, `must be at least ${spec.min}`).max(spec.max, `must be at most ${spec.max}`),
    graphql: 'Int',
    limits: `${spec.min} to ${spec.max}`,
  });
}

/** A list of short texts: stored as an array; entered as one, or as JSON text of one (the REST table allows both). */
function textList(spec: Described & { maxItems: number; itemMax: number }) {
  const parsedJson = (value: unknown) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  };
  return field({
    ...spec,
    stored: z.array(z.string().trim().min(1).max(spec.itemMax)).max(spec.maxItems),
    input: z.preprocess(
      parsedJson,
      z
        .array(
          z.string({ error: 'each tag must be a string' }).trim().min(1, 'tags must not be empty').max(spec.itemMax, `each tag must be at most ${spec.itemMax} characters`),
          { error: 'must be a JSON array of strings' },
        )
        .max(spec.maxItems, `must hold at most ${spec.maxItems} tags`),
    ),
    graphql: '[String!]',
    limits: `up to ${spec.maxItems}, each 1 to ${spec.itemMax} characters`,
    default: { value: [], text: 'none' },
  });
}

/** The id of a creative session, as the slug ids of the catalog are made. */
export const creativeSessionIdSchema = z.string().min(1, 'must not be empty').max(120).regex(/^[a-z0-9-]+$/, 'is not a valid session id');

/** The catalog image's fields, in the order the edit history and the edit input list them. */
export const imageFields = {
  title: text({ label: 'Title', column: 'title', min: 1, max: 200 }),
  description: text({ label: 'Description', column: 'description', max: 2000, default: '' }),
  extendedDescription: text({ label: 'Extended description', column: 'extended_description', max: 5000, default: '' }),
  learningStatus: choice(learningStatus, { label: 'Learning status', column: 'learning_status', about: 'What became of the image' }),
  rejectionReason: clearableText({ label: 'Rejection reason', column: 'rejection_reason', max: 500, about: 'Why it was not used' }),
  licensing: text({ label: 'Licensing', column: 'licensing', min: 1, max: 500, default: 'Creative Commons CC0', about: 'The licence text' }),
  searchKeywords: text({ label: 'Search keywords', column: 'search_keywords', max: 1000, default: '', about: 'Extra words search matches' }),
  tags: textList({ label: 'Tags', column: 'tags', maxItems: 50, itemMax: 60, note: 'replaces the whole list' }),
  prompt: text({ label: 'Prompt', column: 'prompt', min: 1, max: 2000, about: 'The generation prompt', note: 'renders a new file' }),
  correctionApproach: clearableText({ label: 'Correction approach', column: 'correction_approach', max: 2000, about: 'What the next attempt changed' }),
  designPhilosophy: clearableText({ label: 'Design philosophy', column: 'design_philosophy', max: 2000, about: 'The design idea behind it' }),
  complexityLevel: wholeNumber({ label: 'Complexity', column: 'complexity_level', min: 1, max: 5, about: 'How detailed and busy it is (1 very simple and clean, 5 highly detailed and busy)' }),
  perspective: choice(perspective, { label: 'Perspective', column: 'perspective', about: 'The visitor perspective the image is for', note: 'renders a new file' }),
  journeyStage: choice(journeyStage, { label: 'Journey stage', column: 'journey_stage', about: 'The stage of the creative journey' }),
  sessionId: field({
    label: 'Creative session',
    column: 'session_id',
    stored: z.string().min(1).max(120),
    input: creativeSessionIdSchema,
    graphql: 'ID',
    about: 'An existing creative session (lowercase letters, digits and hyphens)',
    note: 'moves the image to that session',
  }),
  generationParams: field({
    label: 'Generation parameters',
    column: 'generation_params',
    // Null for an uploaded image: made with an outside tool, not by the site's generator.
    stored: generationParamsSchema.nullable(),
    input: generationParamsInputSchema,
    graphql: 'GenerationParamsInput',
    about: 'What the image is rendered from',
    note: 'give all of them; renders a new file',
  }),
  file: field({ label: 'Image file', column: 'file', stored: imageManifestSchema.nullable() }),
  filename: field({ label: 'File name', column: 'filename', stored: z.string().regex(/^[a-z0-9][a-z0-9._-]*\.(?:png|jpg|webp|avif)$/) }),
};

export type ImageFieldName = keyof typeof imageFields;
export type StoredImageFields = { [K in ImageFieldName]: z.output<(typeof imageFields)[K]['stored']> };

/** Every field as [name, definition], in table order. */
export const imageFieldEntries = Object.entries(imageFields) as [ImageFieldName, ImageField][];

/** The fields an administrator enters (every field but the file and its name, which follow the render inputs or an upload). */
export const enteredImageFields = imageFieldEntries.filter(([, definition]) => definition.input !== undefined);

/** The fields an explicit null clears. */
export const clearableImageFields: ReadonlySet<string> = new Set(imageFieldEntries.filter(([, definition]) => definition.clearable).map(([name]) => name));

/** The fields of a catalog image an edit may change, as the edit history names them (a GraphQL enum). */
export const editableImageField = vocabulary(
  'EditableImageField',
  Object.fromEntries(imageFieldEntries.map(([name, definition]) => [name, definition.label])) as { [K in ImageFieldName]: string },
);
export type EditableImageField = ImageFieldName;

/** The stored schemas of the given fields, as a zod object shape. */
export function storedShape<TName extends ImageFieldName>(names: readonly TName[]): { [K in TName]: (typeof imageFields)[K]['stored'] } {
  return Object.fromEntries(names.map((name) => [name, imageFields[name].stored])) as { [K in TName]: (typeof imageFields)[K]['stored'] };
}
