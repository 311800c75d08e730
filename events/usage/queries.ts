import type { Database } from '../../prisma/database.ts';

export interface PageUsage {
  page: string;
  /** Distinct catalog images the page shows. */
  count: number;
}

export interface UsageStats {
  totalImages: number;
  imagesInUse: number;
  unusedImages: number;
  usageByPage: PageUsage[];
}

/** Read from the read models (creative_images, usage_locations), which the last scan event filled. */
export async function usageStats(db: Database): Promise<UsageStats> {
  const [totals] = await db.query<{ total: bigint; in_use: bigint }>(
    `SELECT (SELECT count(*) FROM creative_images)::int8 AS total,
            (SELECT count(DISTINCT u.image_id) FROM usage_locations u JOIN creative_images i ON i.id = u.image_id)::int8 AS in_use`,
  );
  const pages = await db.query<{ page: string; n: bigint }>(
    'SELECT page, count(DISTINCT image_id)::int8 AS n FROM usage_locations GROUP BY page ORDER BY page',
  );
  const totalImages = Number(totals?.total ?? 0);
  const imagesInUse = Number(totals?.in_use ?? 0);
  return {
    totalImages,
    imagesInUse,
    unusedImages: totalImages - imagesInUse,
    usageByPage: pages.map((row) => ({ page: row.page, count: Number(row.n) })),
  };
}

export const catalogImageIds = async (db: Database): Promise<Set<string>> =>
  new Set((await db.prisma.creativeImage.findMany({ select: { id: true } })).map((image) => image.id));
