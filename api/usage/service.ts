import { join } from 'node:path';
import type { App } from '../app.ts';
import type { EventMetadata } from '../../events/eventType.ts';
import { UsageScanCompleted, usageStream } from '../../events/usage/events.ts';
import { clientBuildDir } from '../site/clientBuild.ts';
import { readImageReferences } from './contentScan.ts';
import { IMAGE_REFERENCES_FILE } from './imageReferences.ts';

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

export interface UsageScanResult extends UsageStats {
  success: true;
  /** Usage locations recorded by this scan. */
  locations: number;
  /** Ids the content references that are not in the catalog (reported, not recorded). */
  unknownImageIds: string[];
  /** Ids the client's content shows with no known route (see build/imageReferences.ts). */
  unplacedImageIds: string[];
}

/** Read from the read models (creative_images, usage_locations), which the last scan event filled. */
export async function usageStats(app: App): Promise<UsageStats> {
  const [totals] = await app.db.query<{ total: bigint; in_use: bigint }>(
    `SELECT (SELECT count(*) FROM creative_images)::int8 AS total,
            (SELECT count(DISTINCT u.image_id) FROM usage_locations u JOIN creative_images i ON i.id = u.image_id)::int8 AS in_use`,
  );
  const pages = await app.db.query<{ page: string; n: bigint }>(
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

/** Where the client build lists the catalog images each page shows. */
export const builtImageReferencesPath = join(clientBuildDir, IMAGE_REFERENCES_FILE);

/**
 * Records where the website uses catalog images, as the client build lists them, as one event (it
 * replaces the previous scan's locations). `referencesPath` is injectable so a test can scan a list
 * with an image taken out.
 */
export async function scanUsage(app: App, metadata: EventMetadata, referencesPath = builtImageReferencesPath): Promise<UsageScanResult> {
  const { references, unplaced } = await readImageReferences(referencesPath);
  const catalog = new Set((await app.db.prisma.creativeImage.findMany({ select: { id: true } })).map((image) => image.id));
  const known = references.filter((reference) => catalog.has(reference.imageId));
  const unknownImageIds = [...new Set(references.filter((reference) => !catalog.has(reference.imageId)).map((r) => r.imageId))].sort();
  const locations = known.map((reference) => ({ ...reference, url: reference.page }));
  await app.store.append(usageStream, [UsageScanCompleted({ source: IMAGE_REFERENCES_FILE, locations })], { metadata });
  if (unknownImageIds.length) app.logger.warn({ unknownImageIds }, 'the web client shows images that are not in the catalog');
  return {
    success: true,
    locations: locations.length,
    unknownImageIds,
    unplacedImageIds: [...new Set(unplaced.map((entry) => entry.imageId))].sort(),
    ...(await usageStats(app)),
  };
}
