/**
 * The rows of the side-by-side comparison: one per field, the value shown for each compared image,
 * and whether the values differ (only meaningful with two images or more).
 */
import { creativeJourney } from '../../content/creativeJourney.ts';
import type { ImageDialog_ImageFragment } from '../../generated/graphql.ts';
import { editableImageFieldLabels, journeyStageLabels, learningStatusLabels, perspectiveLabels } from '../../generated/vocabulary.ts';

const copy = creativeJourney.compare;

export interface CompareRow {
  readonly key: string;
  readonly label: string;
  readonly values: readonly string[];
  readonly differs: boolean;
}

/** `{ seed: 7, context: { type: 'hero' } }` → [['seed', '7'], ['context.type', 'hero']]. */
export function flattenParams(value: unknown, prefix = ''): [string, string][] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object' || Array.isArray(value)) return [[prefix, Array.isArray(value) ? value.join(', ') : String(value)]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => flattenParams(inner, prefix ? `${prefix}.${key}` : key));
}

const row = (key: string, label: string, values: readonly string[]): CompareRow => ({
  key,
  label,
  values,
  differs: values.length > 1 && values.some((value) => value !== values[0]),
});

/**
 * The fields compared, in order. `params` holds each image's generation parameters by id; while they
 * load (undefined) their rows are left out.
 */
export function compareRows(
  images: readonly ImageDialog_ImageFragment[],
  sessionTitles: ReadonlyMap<string, string>,
  params?: ReadonlyMap<string, unknown>,
): CompareRow[] {
  const values = (read: (image: ImageDialog_ImageFragment) => string | null | undefined) => images.map((image) => read(image) || copy.none);
  const rows = [
    row('title', editableImageFieldLabels.title, values((image) => image.title)),
    row('perspective', editableImageFieldLabels.perspective, values((image) => perspectiveLabels[image.perspective])),
    row('learningStatus', editableImageFieldLabels.learningStatus, values((image) => learningStatusLabels[image.learningStatus])),
    row('journeyStage', editableImageFieldLabels.journeyStage, values((image) => journeyStageLabels[image.journeyStage])),
    row('session', copy.fields.session, values((image) => sessionTitles.get(image.sessionId) ?? image.sessionId)),
    row('complexity', copy.fields.complexity, values((image) => copy.complexity(image.complexityLevel))),
    row('downloads', copy.fields.downloads, values((image) => String(image.downloadCount))),
  ];
  if (params) {
    const flat = images.map((image) => new Map(flattenParams(params.get(image.id))));
    const keys = [...new Set(flat.flatMap((entries) => [...entries.keys()]))];
    for (const key of keys) {
      rows.push(row(`params.${key}`, copy.params[key] ?? copy.paramLabel(key), flat.map((entries) => entries.get(key) ?? copy.none)));
    }
  }
  rows.push(
    row('prompt', editableImageFieldLabels.prompt, values((image) => image.prompt)),
    row('rejectionReason', copy.fields.rejectionReason, values((image) => image.rejectionReason)),
    row('designPhilosophy', editableImageFieldLabels.designPhilosophy, values((image) => image.designPhilosophy)),
  );
  return rows;
}
