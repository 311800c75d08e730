import type { App } from '../app.ts';
import type { EventMetadata } from '../../events/eventType.ts';
import { WrongExpectedVersionError } from '../../events/errors.ts';
import {
  ImageDetailsEdited,
  ImageDownloaded,
  imageDownloadsStream,
  imageStream,
  type EditableImageFields,
} from '../../events/images/events.ts';
import type { CreativeImage } from '../../prisma/generated/client/client.ts';
import { notFound, UserError } from '../errors.ts';
import { expectedVersionSchema, imageEditSchema, imageFilterSchema, imageIdSchema, rejectionReasonSchema, type ImageFilter } from './inputs.ts';

const fieldColumn: Record<keyof EditableImageFields, keyof CreativeImage> = {
  title: 'title',
  description: 'description',
  extendedDescription: 'extendedDescription',
  learningStatus: 'learningStatus',
  rejectionReason: 'rejectionReason',
  licensing: 'licensing',
  searchKeywords: 'searchKeywords',
  tags: 'tags',
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface ImagePage {
  items: CreativeImage[];
  total: number;
}

/** Reads the image read models and turns image commands into events. */
export class ImageService {
  constructor(private readonly app: App) {}

  private parseId(id: unknown): string {
    const parsed = imageIdSchema.safeParse(id);
    if (!parsed.success) throw UserError.fromZod(parsed.error, 'id');
    return parsed.data;
  }

  async get(id: unknown): Promise<CreativeImage> {
    const image = await this.app.db.prisma.creativeImage.findUnique({ where: { id: this.parseId(id) } });
    if (!image) throw notFound(`image ${String(id)}`);
    return image;
  }

  async list(input: ImageFilter): Promise<ImagePage> {
    const parsed = imageFilterSchema.safeParse(input);
    if (!parsed.success) throw UserError.fromZod(parsed.error);
    const filter = parsed.data;
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
    const rows = await this.app.db.query<{ id: string; total: bigint }>(
      `SELECT i.id, count(*) OVER ()::int8 AS total FROM creative_images i JOIN creative_sessions s ON s.id = i.session_id
       ${whereSql} ORDER BY s.session_date, i.id OFFSET ${filter.offset} LIMIT ${filter.limit}`,
      values,
    );
    const ids = rows.map((row) => row.id);
    const total = rows.length ? Number(rows[0]!.total) : await this.count(whereSql, values);
    const images = await this.app.db.prisma.creativeImage.findMany({ where: { id: { in: ids } } });
    const byId = new Map(images.map((image) => [image.id, image]));
    return { items: ids.map((id) => byId.get(id)!).filter(Boolean), total };
  }

  private async count(whereSql: string, values: unknown[]): Promise<number> {
    const [row] = await this.app.db.query<{ n: bigint }>(`SELECT count(*)::int8 AS n FROM creative_images i ${whereSql}`, values);
    return Number(row?.n ?? 0);
  }

  /**
   * Records only the fields that change. With an expected version a stale edit is a conflict;
   * without one, the edit applies to the latest version (other fields edited meanwhile are kept).
   */
  async edit(id: unknown, input: unknown, metadata: EventMetadata, expectedVersionInput?: unknown): Promise<CreativeImage> {
    const imageId = this.parseId(id);
    const parsed = imageEditSchema.safeParse(input);
    if (!parsed.success) throw UserError.fromZod(parsed.error);
    const version = expectedVersionSchema.safeParse(expectedVersionInput);
    if (!version.success) throw UserError.fromZod(version.error, 'expectedVersion');
    const expectedVersion = version.data ?? undefined;
    for (let attempt = 0; ; attempt++) {
      const current = await this.get(imageId);
      if (expectedVersion !== undefined && expectedVersion !== current.version) {
        throw new WrongExpectedVersionError(imageStream(imageId), BigInt(expectedVersion), BigInt(current.version));
      }
      const changes: Partial<EditableImageFields> = {};
      const previous: Partial<EditableImageFields> = {};
      for (const [field, value] of Object.entries(parsed.data) as [keyof EditableImageFields, never][]) {
        const before = current[fieldColumn[field]];
        if (sameValue(before, value)) continue;
        (changes as Record<string, unknown>)[field] = value;
        (previous as Record<string, unknown>)[field] = before;
      }
      if (!Object.keys(changes).length) return current;
      try {
        await this.app.store.append(imageStream(imageId), [ImageDetailsEdited({ imageId, changes, previous })], {
          expectedVersion: BigInt(current.version),
          metadata,
        });
        return this.get(imageId);
      } catch (error) {
        // Without an expected version from the caller, a concurrent edit just means: read again.
        if (!(error instanceof WrongExpectedVersionError) || expectedVersion !== undefined || attempt >= 5) throw error;
      }
    }
  }

  /** Sets one rejection reason on many images in one transaction: all of them or none. */
  async bulkSetRejectionReason(ids: unknown, reason: unknown, metadata: EventMetadata): Promise<CreativeImage[]> {
    if (!Array.isArray(ids) || ids.length === 0) throw new UserError(400, 'ids: select at least one image');
    if (ids.length > 500) throw new UserError(400, 'ids: at most 500 images at once');
    const parsedReason = rejectionReasonSchema.safeParse(reason);
    if (!parsedReason.success) throw UserError.fromZod(parsedReason.error);
    const unique = [...new Set(ids.map((id) => this.parseId(id)))];
    const images = await this.app.db.prisma.creativeImage.findMany({ where: { id: { in: unique } } });
    const missing = unique.filter((id) => !images.some((image) => image.id === id));
    if (missing.length) throw notFound(`image ${missing.join(', ')}`);
    const appends = images
      .filter((image) => image.rejectionReason !== parsedReason.data)
      .map((image) => ({
        streamId: imageStream(image.id),
        expectedVersion: BigInt(image.version),
        events: [
          ImageDetailsEdited({
            imageId: image.id,
            changes: { rejectionReason: parsedReason.data },
            previous: { rejectionReason: image.rejectionReason },
          }),
        ],
      }));
    if (appends.length) await this.app.store.appendAll(appends, metadata);
    return this.app.db.prisma.creativeImage.findMany({ where: { id: { in: unique } }, orderBy: { id: 'asc' } });
  }

  async download(id: unknown, metadata: EventMetadata): Promise<CreativeImage> {
    const image = await this.get(id);
    await this.app.store.append(imageDownloadsStream(image.id), [ImageDownloaded({ imageId: image.id })], { metadata });
    return this.get(image.id);
  }
}
