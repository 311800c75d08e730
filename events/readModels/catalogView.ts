import type { CreativeImage, CreativeSession, UsageLocation } from '../../prisma/generated/client/client.ts';
import type { RowValues } from '../store/ops.ts';

/**
 * One immutable picture of the catalog read models, shaped as Prisma returns their rows: the public
 * one leaves archived images (and where they are used) out, the administrators' one has them all.
 */
export interface CatalogView {
  /** By session date (then id). */
  sessions: CreativeSession[];
  sessionById: Map<string, CreativeSession>;
  /** Every image, by its session's date, then id; only images whose session exists (the SQL joins them). */
  imagesInOrder: CreativeImage[];
  imageById: Map<string, CreativeImage>;
  usageByImage: Map<string, UsageLocation[]>;
  /** Images of each session, by id. */
  imagesBySession: Map<string, CreativeImage[]>;
  usageRows: UsageLocation[];
}

const text = (value: unknown): string => String(value);
const textOrNull = (value: unknown): string | null => (value == null ? null : String(value));
const int = (value: unknown): number => Number(value);
const time = (value: unknown): Date => new Date(value as string);

/** A JSON value as jsonb stores it: object keys by length, then bytes (what Prisma reads back). */
export function asJsonb(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonb);
  if (value && typeof value === 'object') {
    const keys = [...new Set(Object.keys(value))].sort((a, b) => byteLength(a) - byteLength(b) || compareBytes(a, b));
    return Object.fromEntries(keys.map((key) => [key, asJsonb((value as Record<string, unknown>)[key])]));
  }
  return value;
}

const byteLength = (s: string) => Buffer.byteLength(s);
const compareBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** A JSON value printed as jsonb's text output prints it (`tags::text`): ", " between items, ": " after keys. */
export function jsonbText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${jsonbText(item)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Lower case as PostgreSQL's lower() under C.UTF-8 sees it: character by character, each stays one character. */
export function lowerForSearch(value: string): string {
  // eslint-disable-next-line no-control-regex -- ASCII only: one character each way
  if (/^[\x00-\x7f]*$/.test(value)) return value.toLowerCase();
  let out = '';
  for (const char of value) {
    const lower = char.toLowerCase();
    out += [...lower].length === 1 ? lower : char;
  }
  return out;
}

const searchTextCache = new WeakMap<CreativeImage, string[]>();

/** The lower-cased texts a search looks in, as the SQL's ILIKE saw them; kept while the image object is unchanged. */
export function searchTextsOf(image: CreativeImage): string[] {
  let texts = searchTextCache.get(image);
  if (!texts) {
    texts = [image.title, image.description, image.extendedDescription, image.prompt, image.searchKeywords, jsonbText(image.tags)].map(lowerForSearch);
    searchTextCache.set(image, texts);
  }
  return texts;
}

export const creativeSessionOf = (row: RowValues): CreativeSession => ({
  id: text(row.id),
  title: text(row.title),
  description: text(row.description),
  journeyStage: text(row.journey_stage),
  sessionDate: new Date(`${String(row.session_date).slice(0, 10)}T00:00:00.000Z`),
  learningInsights: textOrNull(row.learning_insights),
  nextSteps: textOrNull(row.next_steps),
  version: int(row.version),
});

export const imageOf = (row: RowValues): CreativeImage => ({
  id: text(row.id),
  sessionId: text(row.session_id),
  title: text(row.title),
  description: text(row.description),
  extendedDescription: text(row.extended_description),
  filename: text(row.filename),
  filePath: text(row.file_path),
  file: (row.file == null ? null : asJsonb(row.file)) as CreativeImage['file'],
  prompt: text(row.prompt),
  perspective: text(row.perspective),
  learningStatus: text(row.learning_status),
  journeyStage: text(row.journey_stage),
  rejectionReason: textOrNull(row.rejection_reason),
  correctionApproach: textOrNull(row.correction_approach),
  designPhilosophy: textOrNull(row.design_philosophy),
  complexityLevel: int(row.complexity_level),
  downloadCount: int(row.download_count),
  licensing: text(row.licensing),
  tags: asJsonb(row.tags) as CreativeImage['tags'],
  searchKeywords: text(row.search_keywords),
  generationParams: (row.generation_params == null ? null : asJsonb(row.generation_params)) as CreativeImage['generationParams'],
  version: int(row.version),
  archivedAt: row.archived_at == null ? null : time(row.archived_at),
  createdAt: time(row.created_at),
  updatedAt: time(row.updated_at),
});

export const usageOf = (row: RowValues): UsageLocation => ({
  imageId: text(row.image_id),
  page: text(row.page),
  section: text(row.section),
  url: textOrNull(row.url),
});

/** Code-point order, as the databases' C.UTF-8 collation orders text. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The view of converted rows; the model converts only the rows an event changed. */
export function catalogViewOf(sessionList: CreativeSession[], images: Iterable<CreativeImage>, usage: UsageLocation[]): CatalogView {
  const sessions = [...sessionList].sort((a, b) => a.sessionDate.getTime() - b.sessionDate.getTime() || compareText(a.id, b.id));
  const sessionById = new Map(sessions.map((session) => [session.id, session]));
  const byId = [...images].sort((a, b) => compareText(a.id, b.id));
  const imageById = new Map(byId.map((image) => [image.id, image]));
  const dateOf = (image: CreativeImage) => sessionById.get(image.sessionId)!.sessionDate.getTime();
  const imagesInOrder = byId.filter((image) => sessionById.has(image.sessionId)).sort((a, b) => dateOf(a) - dateOf(b) || compareText(a.id, b.id));
  const usageByImage = new Map<string, UsageLocation[]>();
  for (const location of usage) usageByImage.set(location.imageId, [...(usageByImage.get(location.imageId) ?? []), location]);
  const imagesBySession = new Map<string, CreativeImage[]>();
  for (const image of byId) imagesBySession.set(image.sessionId, [...(imagesBySession.get(image.sessionId) ?? []), image]);
  return { sessions, sessionById, imagesInOrder, imageById, usageByImage, imagesBySession, usageRows: usage };
}
