import type { Database } from '../../prisma/database.ts';
import type { CreativeImage } from '../../prisma/generated/client/client.ts';
import type { JourneyStage, LearningStatus, Perspective } from '../../domain/vocabulary.ts';

export interface ImageListFilter {
  searchTerm?: string;
  perspective?: Perspective;
  learningStatus?: LearningStatus;
  journeyStage?: JourneyStage;
  offset: number;
  limit: number;
}

export interface ImagePage {
  items: CreativeImage[];
  total: number;
}

export const findImage = (db: Database, id: string): Promise<CreativeImage | null> => db.prisma.creativeImage.findUnique({ where: { id } });

export const findImages = (db: Database, ids: readonly string[]): Promise<CreativeImage[]> =>
  db.prisma.creativeImage.findMany({ where: { id: { in: [...ids] } }, orderBy: { id: 'asc' } });

/** Images with the places the website shows them. */
export const findImagesWithUsage = (db: Database, ids: readonly string[]) =>
  db.prisma.creativeImage.findMany({ where: { id: { in: [...ids] } }, include: { usageLocations: true } });

/** A page of images in the order of their sessions' dates, and how many match in all. */
export async function listImages(db: Database, filter: ImageListFilter): Promise<ImagePage> {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (sql: (param: string) => string, value: unknown) => {
    values.push(value);
    where.push(sql(`$${values.length}`));
  };
  if (filter.perspective) add((p) => `i.perspective = ${p}`, filter.perspective);
  if (filter.learningStatus) add((p) => `i.learning_status = ${p}`, filter.learningStatus);
  if (filter.journeyStage) add((p) => `i.journey_stage = ${p}`, filter.journeyStage);
  if (filter.searchTerm) {
    const pattern = `%${filter.searchTerm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    add(
      (p) =>
        `(i.title ILIKE ${p} OR i.description ILIKE ${p} OR i.extended_description ILIKE ${p} OR i.prompt ILIKE ${p} OR i.search_keywords ILIKE ${p} OR i.tags::text ILIKE ${p})`,
      pattern,
    );
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const rows = await db.query<{ id: string; total: bigint }>(
    `SELECT i.id, count(*) OVER ()::int8 AS total FROM creative_images i JOIN creative_sessions s ON s.id = i.session_id
     ${whereSql} ORDER BY s.session_date, i.id OFFSET ${filter.offset} LIMIT ${filter.limit}`,
    values,
  );
  const ids = rows.map((row) => row.id);
  const total = rows.length ? Number(rows[0]!.total) : await countImages(db, whereSql, values);
  const images = await db.prisma.creativeImage.findMany({ where: { id: { in: ids } } });
  const byId = new Map(images.map((image) => [image.id, image]));
  return { items: ids.map((id) => byId.get(id)!).filter(Boolean), total };
}

/** A page past the last match has no rows to carry the total: count on its own. */
async function countImages(db: Database, whereSql: string, values: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: bigint }>(`SELECT count(*)::int8 AS n FROM creative_images i ${whereSql}`, values);
  return Number(row?.n ?? 0);
}
