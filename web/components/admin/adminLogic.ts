/** Pure rules of the admin pages (filters in the URL, selection, edit inputs), kept apart from React for unit tests. */
import type { ImageEditInput } from '../../generated/graphql.ts';
import {
  isLearningStatus,
  isPerspective,
  rejectionReasonPresetLabels,
  rejectionReasonPresetValues,
  type LearningStatus,
  type Perspective,
} from '../../generated/vocabulary.ts';

export const FILTER_DEBOUNCE_MS = 300;
export const ADMIN_PAGE_SIZE = 24;
export const CARD_PRESET_LENGTH = 20;

/** The preset rejection reasons in order, as an image stores them: their text. */
export const presetRejectionReasons: readonly string[] = rejectionReasonPresetValues.map((preset) => rejectionReasonPresetLabels[preset]);

/** A card shows the first three presets, cut to 20 characters (the full text is what is sent). */
export function truncatePreset(reason: string, length = CARD_PRESET_LENGTH): string {
  return reason.length > length ? `${reason.slice(0, length)}…` : reason;
}

/**
 * Click toggles one id; Shift-click sets the whole range from the last clicked id to this one to
 * the state of this one after the click.
 */
export function toggleSelection(
  selected: ReadonlySet<string>,
  orderedIds: readonly string[],
  id: string,
  anchor: string | null,
  shiftKey: boolean,
): Set<string> {
  const next = new Set(selected);
  const select = !selected.has(id);
  const from = anchor === null ? -1 : orderedIds.indexOf(anchor);
  const to = orderedIds.indexOf(id);
  if (shiftKey && from >= 0 && to >= 0) {
    const [start, end] = from < to ? [from, to] : [to, from];
    for (const rangeId of orderedIds.slice(start, end + 1)) {
      if (select) next.add(rangeId);
      else next.delete(rangeId);
    }
    return next;
  }
  if (select) next.add(id);
  else next.delete(id);
  return next;
}

export interface CardEditValues {
  description: string;
  learningStatus: LearningStatus;
  rejectionReason: string;
}

/** Description and reason are trimmed; an empty reason is sent as null (the image is used). */
export function cardEditInput(values: CardEditValues): ImageEditInput {
  const reason = values.rejectionReason.trim();
  return { description: values.description.trim(), learningStatus: values.learningStatus, rejectionReason: reason === '' ? null : reason };
}

export type TagsParse = { readonly ok: true; readonly tags: string[] } | { readonly ok: false };

/** The tags editor takes a JSON array of strings; anything else is reported, never sent. */
export function parseTags(text: string): TagsParse {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.every((tag) => typeof tag === 'string')) return { ok: true, tags: value as string[] };
  } catch {
    // falls through to the error
  }
  return { ok: false };
}

/** Only the fields whose value differs from the image's; an empty result means nothing to save. */
export function changedFields<T extends Record<string, unknown>>(current: T, edited: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    if (JSON.stringify(edited[key]) !== JSON.stringify(current[key])) changes[key] = edited[key];
  }
  return changes;
}

export interface AdminFilters {
  readonly search: string;
  readonly status: LearningStatus | 'all';
  readonly perspective: Perspective | 'all';
  readonly page: number;
}

export function filtersFromParams(params: URLSearchParams): AdminFilters {
  const status = params.get('status');
  const perspective = params.get('perspective');
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    status: isLearningStatus(status) ? status : 'all',
    perspective: isPerspective(perspective) ? perspective : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function filtersToParams(filters: AdminFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim() !== '') params.set('q', filters.search);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.perspective !== 'all') params.set('perspective', filters.perspective);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export interface GenerationParamsView {
  readonly palette?: string;
  readonly ratio?: string;
  readonly background?: string;
  readonly minimalism?: string;
  readonly contextType?: string;
}

/** Reads the free-form generation parameters defensively: a missing value is left out. */
export function generationParamsView(params: unknown): GenerationParamsView {
  if (typeof params !== 'object' || params === null) return {};
  const p = params as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
  const context = typeof p.context === 'object' && p.context !== null ? (p.context as Record<string, unknown>) : {};
  return {
    palette: text(p.colorPalette),
    ratio: text(p.aspectRatio),
    background: text(p.background),
    minimalism: text(p.minimalism),
    contextType: text(context.type),
  };
}
