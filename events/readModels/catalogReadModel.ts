import type { Database } from '../../prisma/database.ts';
import type { CreativeImage, CreativeSession, UsageLocation } from '../../prisma/generated/client/client.ts';
import type { EventListener } from '../store/bus.ts';
import type { RecordedEvent } from '../store/eventType.ts';
import { creativeImagesProjection } from '../images/projection.ts';
import { MemoryState } from '../store/memoryState.ts';
import type { Op } from '../store/ops.ts';
import { creativeSessionsProjection } from '../creativeSessions/projection.ts';
import { registry } from '../registry.ts';
import { usageLocationsProjection } from '../usage/projection.ts';
import { catalogViewOf, imageOf, creativeSessionOf, usageOf, type CatalogView } from './catalogView.ts';

/** The tables the public catalog queries read, and the event types that write them. */
const catalogTables = new Set<string>(['creative_sessions', 'creative_images', 'usage_locations']);
export const catalogEventTypes = [creativeSessionsProjection, creativeImagesProjection, usageLocationsProjection].flatMap((p) => p.handles);

/** What the model needs of the log follower: committed events in commit order, once each. */
export interface CommittedEvents {
  subscribe(listener: EventListener): () => void;
}

export type { CatalogView };
export type CatalogImage = CreativeImage & { usageLocations: UsageLocation[] };
export type { CreativeSession };

/** A recently applied position is remembered this long, so a writer that asks late is answered at once. */
const RECENT = 10_000;

/**
 * The catalog read models (creative_sessions, creative_images, usage_locations) in memory: the log's
 * catalog events folded through the very projection ops that write the tables (MemoryState gives them
 * the SQL's meaning), then every committed event the log follower delivers. Being a fold of the log
 * with the current projections, it is what a replay writes into the tables; a replay leaves it as is.
 */
export class CatalogReadModel {
  private readonly state = new MemoryState(registry.tables);
  private current: CatalogView | undefined;
  private currentForAdmin: CatalogView | undefined;
  /** Rows converted to their Prisma shape; an event converts again only the rows it changed. */
  private sessions: CreativeSession[] = [];
  private readonly images = new Map<string, CreativeImage>();
  private usage: UsageLocation[] = [];
  private dirty = { sessions: true, usage: true, allImages: true, images: new Set<string>() };
  /** Positions the initial fold saw that the follower may deliver again (committed at about the same time). */
  private readonly alreadyFolded = new Set<bigint>();
  private readonly recent = new Set<bigint>();
  private readonly recentOrder: bigint[] = [];
  private readonly waiters = new Map<bigint, (() => void)[]>();
  private buffered: RecordedEvent[] | undefined = [];
  private unsubscribe: (() => void) | undefined;

  private constructor() {}

  /**
   * Folds the catalog events and joins the follower without losing or doubling an event. `startFollower`
   * starts the follower (it picks its cursor below the oldest open transaction): every event it will
   * deliver has a transaction id at or above the xmin read before it starts, so of the events the fold
   * sees, only those can come again, and they are skipped by position.
   */
  static async load(db: Database, follower: CommittedEvents, startFollower: () => Promise<void>): Promise<CatalogReadModel> {
    const model = new CatalogReadModel();
    const [{ xmin }] = (await db.query<{ xmin: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin')) as [{ xmin: string }];
    model.unsubscribe = follower.subscribe((events) => model.receive(events));
    await startFollower();
    // One statement: one snapshot.
    const rows = await db.query(
      `SELECT global_position, stream_id, stream_version, event_id::text AS event_id, type, schema_version, data, metadata,
              transaction_id >= $2::xid8 AS may_come_again
       FROM events WHERE type = ANY($1::text[]) ORDER BY global_position`,
      [catalogEventTypes, xmin],
    );
    for (const row of rows) {
      const event = registry.toRecorded(row);
      model.applyOps(event);
      if (row.may_come_again) model.alreadyFolded.add(event.globalPosition);
    }
    const buffered = model.buffered ?? [];
    model.buffered = undefined;
    model.receive(buffered);
    return model;
  }

  /** Events from the follower, in commit order. */
  private receive(events: readonly RecordedEvent[]): void {
    if (this.buffered) {
      this.buffered.push(...events);
      return;
    }
    for (const event of events) {
      if (this.alreadyFolded.delete(event.globalPosition)) {
        this.settle(event.globalPosition);
        continue;
      }
      this.applyOps(event);
      this.settle(event.globalPosition);
    }
  }

  private applyOps(event: RecordedEvent): void {
    for (const op of registry.opsFor(event)) {
      if (!catalogTables.has(op.table)) continue;
      this.state.apply(op);
      this.markDirty(op);
      this.current = undefined;
      this.currentForAdmin = undefined;
    }
  }

  private markDirty(op: Op): void {
    if (op.table === 'creative_sessions') this.dirty.sessions = true;
    else if (op.table === 'usage_locations') this.dirty.usage = true;
    else if (op.kind === 'insert') this.dirty.images.add(String(op.row.id));
    else if (op.kind === 'update' && Object.keys(op.key).length === 1 && 'id' in op.key) this.dirty.images.add(String(op.key.id));
    else this.dirty.allImages = true;
  }

  private settle(position: bigint): void {
    this.recent.add(position);
    this.recentOrder.push(position);
    if (this.recentOrder.length > RECENT) this.recent.delete(this.recentOrder.shift()!);
    const waiting = this.waiters.get(position);
    if (waiting) {
      this.waiters.delete(position);
      for (const resolve of waiting) resolve();
    }
  }

  /**
   * Resolves once the events at these positions are in the model: a writer awaits it before it answers,
   * so the writer reads its write. Gives up waiting after `timeoutMs` (the follower retries on its own).
   */
  caughtUp(positions: readonly bigint[], timeoutMs = 10_000): Promise<void> {
    const pending = positions.filter((position) => !this.recent.has(position));
    if (!pending.length) return Promise.resolve();
    return new Promise((resolve) => {
      let left = pending.length;
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      const one = () => {
        if (--left === 0) {
          clearTimeout(timer);
          resolve();
        }
      };
      for (const position of pending) this.waiters.set(position, [...(this.waiters.get(position) ?? []), one]);
    });
  }

  /** The public read models as they are now (archived images left out); rebuilt on the first read after a change. */
  get view(): CatalogView {
    if (this.current) return this.current;
    const images = [...this.rows().images.values()];
    const archived = new Set(images.filter((image) => image.archivedAt !== null).map((image) => image.id));
    this.current = archived.size
      ? catalogViewOf(
          this.sessions,
          images.filter((image) => !archived.has(image.id)),
          this.usage.filter((location) => !archived.has(location.imageId)),
        )
      : this.adminView;
    return this.current;
  }

  /** Every image, archived ones too: what administrators see. */
  get adminView(): CatalogView {
    if (this.currentForAdmin) return this.currentForAdmin;
    const rows = this.rows();
    this.currentForAdmin = catalogViewOf(this.sessions, rows.images.values(), this.usage);
    return this.currentForAdmin;
  }

  /** The view for a reader: administrators see archived images, visitors do not. */
  viewFor(viewer: { admin: boolean }): CatalogView {
    return viewer.admin ? this.adminView : this.view;
  }

  /** The converted rows, converting again only what changed since the last read. */
  private rows(): { images: Map<string, CreativeImage> } {
    const { dirty } = this;
    if (dirty.sessions) this.sessions = this.state.rows('creative_sessions').map(creativeSessionOf);
    if (dirty.usage) this.usage = this.state.rows('usage_locations').map(usageOf);
    if (dirty.allImages) {
      this.images.clear();
      for (const row of this.state.rows('creative_images')) this.images.set(String(row.id), imageOf(row));
    } else {
      for (const id of dirty.images) {
        const row = this.state.find('creative_images', { id });
        if (row) this.images.set(id, imageOf(row));
        else this.images.delete(id);
      }
    }
    this.dirty = { sessions: false, usage: false, allImages: false, images: new Set() };
    return { images: this.images };
  }

  stop(): void {
    this.unsubscribe?.();
    for (const waiting of this.waiters.values()) for (const resolve of waiting) resolve();
    this.waiters.clear();
  }
}
