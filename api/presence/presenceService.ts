import { createHash, randomUUID } from 'node:crypto';
import type { Database, SqlExecutor } from '../../prisma/database.ts';
import { UserError } from '../errors.ts';

/** Another browser tab with the same image's detail page open. */
export interface PresenceViewer {
  /** Stable per tab, and not the tab id itself (which only its own tab should send). */
  id: string;
  account: string;
  editing: boolean;
  since: Date;
  /** The viewer's own account, open in another tab. */
  sameAccount: boolean;
}

/** What one tab is shown: the other tabs on its image, and its own editing state. */
export interface PresenceView {
  viewers: PresenceViewer[];
  editing: boolean;
  /** The account that took over this tab's edit, until this tab starts or stops editing again. */
  takenOverBy: string | null;
}

export interface PresenceSeat {
  account: string;
  imageId: string;
  tabId: string;
}

export interface PresenceTimings {
  /** How often an open subscription marks its tab as seen. */
  heartbeatMs?: number;
  /** How often the rows of watched images are read again (lost notifications, stale rows). */
  pollMs?: number;
  /** A tab not seen for this long is gone; STALE_SECONDS unless a test shortens it. */
  staleSeconds?: number;
}

/** A tab not seen for this long is gone (its process stopped): ignored at once, swept later. */
export const STALE_SECONDS = 4;

/**
 * The timings with their defaults, checked: a live tab must be seen at least twice within the stale
 * period (one late heartbeat must not make it vanish), so the period is at least two heartbeats.
 */
export function presenceTimings(timings: PresenceTimings = {}): Required<PresenceTimings> {
  const resolved = { heartbeatMs: timings.heartbeatMs ?? 1500, pollMs: timings.pollMs ?? 1000, staleSeconds: timings.staleSeconds ?? STALE_SECONDS };
  if (!(resolved.heartbeatMs > 0 && resolved.pollMs > 0 && resolved.staleSeconds > 0)) throw new RangeError('presence timings must be positive');
  if (resolved.staleSeconds * 1000 < 2 * resolved.heartbeatMs) {
    throw new RangeError(`a stale period of ${resolved.staleSeconds} s is shorter than two heartbeats of ${resolved.heartbeatMs} ms`);
  }
  return resolved;
}
const CHANNEL = 'admin_presence';
const TAB_ID = /^[A-Za-z0-9_-]{8,64}$/;
const MAX_IMAGE_ID = 200;

type PresenceRow = { tab_id: string; account: string; image_id: string; editing: boolean; taken_over_by: string | null; opened_at: Date | string };

interface OpenSeat extends PresenceSeat {
  lease: string;
  onView: (view: PresenceView) => void;
  /** The last view sent, as JSON: a view is sent only when it changed. */
  last?: string;
}

/** The seat's arguments, checked: a 400 names what is wrong. */
export function checkSeat(seat: PresenceSeat): PresenceSeat {
  if (!TAB_ID.test(seat.tabId)) throw new UserError(400, 'tabId: must be 8 to 64 letters, digits, - or _', [{ path: 'tabId', message: 'must be 8 to 64 letters, digits, - or _' }]);
  if (!seat.imageId || seat.imageId.length > MAX_IMAGE_ID) throw new UserError(400, 'imageId: must be 1 to 200 characters', [{ path: 'imageId', message: 'must be 1 to 200 characters' }]);
  return seat;
}

const tabInUse = () => new UserError(409, 'tabId: in use by another administrator; open the page again');

/** Upserts the seat's row; a row of the same tab on another image starts afresh there. Returns nothing when another account holds the tab id. */
const UPSERT_SEAT = `
  INSERT INTO admin_presence AS p (tab_id, lease, account, image_id, editing, opened_at, last_seen_at)
  VALUES ($1, $2, $3, $4, false, now(), now())
  ON CONFLICT (tab_id) DO UPDATE SET
    lease = CASE WHEN $2 = '' THEN p.lease ELSE excluded.lease END,
    last_seen_at = now(),
    image_id = excluded.image_id,
    editing = CASE WHEN p.image_id = excluded.image_id THEN p.editing ELSE false END,
    taken_over_by = CASE WHEN p.image_id = excluded.image_id THEN p.taken_over_by ELSE NULL END,
    opened_at = CASE WHEN p.image_id = excluded.image_id THEN p.opened_at ELSE now() END
  WHERE p.account = excluded.account
  RETURNING (xmax = 0) AS inserted`;

/**
 * Who has an image's admin detail page open, per browser tab, in the admin_presence table: presence is
 * not domain history, so none of it goes into the event log. Each open subscription holds its tab's row
 * and marks it seen every heartbeat; the row goes when the subscription ends, and a row not seen for
 * STALE_SECONDS (its process stopped) is ignored and later swept. Changes reach the subscribers of this
 * process at once, those of other processes through NOTIFY (PostgreSQL), with a poll behind it.
 */
export class PresenceService {
  readonly #db: Database;
  readonly #onError: (error: unknown) => void;
  readonly #heartbeatMs: number;
  readonly #pollMs: number;
  /** The SQL interval of the stale period. */
  readonly #stale: string;
  readonly #seats = new Map<string, OpenSeat>();
  readonly #dirty = new Set<string>();
  #refreshing: Promise<void> | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #poll: NodeJS.Timeout | undefined;
  #beats = 0;
  #beating: Promise<void> | undefined;
  #unlisten: (() => Promise<void>) | undefined;
  #stopped = false;

  constructor(db: Database, onError: (error: unknown) => void = () => undefined, timings: PresenceTimings = {}) {
    this.#db = db;
    this.#onError = onError;
    const resolved = presenceTimings(timings);
    this.#heartbeatMs = resolved.heartbeatMs;
    this.#pollMs = resolved.pollMs;
    this.#stale = `interval '${resolved.staleSeconds} seconds'`;
  }

  /** Listens for other processes' changes (PostgreSQL; PGlite has only this process). */
  async start(): Promise<void> {
    if (!this.#db.listen) return;
    const listening = await this.#db.listen(
      CHANNEL,
      (imageId) => this.#refresh([imageId]),
      () => this.#refresh(this.#watchedImages()),
    );
    this.#unlisten = listening.unlisten;
  }

  /**
   * Holds the tab's presence on the image while open: `onView` receives what the tab is shown, first
   * at once and then whenever it changes. `close` removes the presence.
   */
  async open(seat: PresenceSeat, onView: (view: PresenceView) => void): Promise<{ close(): Promise<void> }> {
    checkSeat(seat);
    const open: OpenSeat = { ...seat, lease: randomUUID(), onView };
    const [row] = await this.#db.query(UPSERT_SEAT, [seat.tabId, open.lease, seat.account, seat.imageId]);
    if (!row) throw tabInUse();
    this.#seats.set(open.lease, open);
    this.#startTimers();
    await this.#changed(seat.imageId);
    let closed = false;
    return {
      close: async () => {
        if (closed) return;
        closed = true;
        this.#seats.delete(open.lease);
        if (!this.#seats.size) this.#stopTimers();
        // A heartbeat under way may still write this row: delete it after that.
        await this.#beating;
        await this.#db.query('DELETE FROM admin_presence WHERE tab_id = $1 AND lease = $2', [seat.tabId, open.lease]);
        await this.#changed(seat.imageId);
      },
    };
  }

  /** Marks the tab as editing the image or not (and forgets who took its edit over); returns what the tab is shown. */
  async setEditing(seat: PresenceSeat, editing: boolean): Promise<PresenceView> {
    checkSeat(seat);
    await this.#db.transaction(async (tx) => {
      await this.#claim(tx, seat);
      await tx.query('UPDATE admin_presence SET editing = $2, taken_over_by = NULL WHERE tab_id = $1', [seat.tabId, editing]);
    });
    await this.#changed(seat.imageId);
    return this.viewOf(seat);
  }

  /** Makes the tab the image's editor: every other tab editing it is told who took over, and stops editing. */
  async takeOver(seat: PresenceSeat): Promise<PresenceView> {
    checkSeat(seat);
    await this.#db.transaction(async (tx) => {
      await this.#claim(tx, seat);
      await tx.query(
        `UPDATE admin_presence SET editing = false, taken_over_by = $3
         WHERE image_id = $2 AND tab_id <> $1 AND editing AND last_seen_at > now() - ${this.#stale}`,
        [seat.tabId, seat.imageId, seat.account],
      );
      await tx.query('UPDATE admin_presence SET editing = true, taken_over_by = NULL WHERE tab_id = $1', [seat.tabId]);
    });
    await this.#changed(seat.imageId);
    return this.viewOf(seat);
  }

  /** What the tab is shown now. */
  async viewOf(seat: PresenceSeat): Promise<PresenceView> {
    const rows = await this.#rowsOf([seat.imageId]);
    return viewFor(seat, rows);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stopTimers();
    await this.#unlisten?.().catch(() => undefined);
    await this.#beating;
    await this.#refreshing;
  }

  async #claim(tx: SqlExecutor, seat: PresenceSeat): Promise<void> {
    const [row] = await tx.query(UPSERT_SEAT, [seat.tabId, '', seat.account, seat.imageId]);
    if (!row) throw tabInUse();
  }

  /** After a change of the image's rows: this process's subscribers at once, the others' through NOTIFY. */
  async #changed(imageId: string): Promise<void> {
    if (this.#db.kind === 'postgresql') await this.#db.query('SELECT pg_notify($1, $2)', [CHANNEL, imageId]);
    this.#refresh([imageId]);
  }

  #watchedImages(): string[] {
    return [...new Set([...this.#seats.values()].map((seat) => seat.imageId))];
  }

  /** Reads the images' rows again and sends each of their subscribers its view if it changed; concurrent calls coalesce. */
  #refresh(imageIds: string[]): void {
    const watched = new Set(this.#watchedImages());
    for (const imageId of imageIds) if (watched.has(imageId)) this.#dirty.add(imageId);
    if (this.#refreshing || !this.#dirty.size || this.#stopped) return;
    this.#refreshing = (async () => {
      while (this.#dirty.size && !this.#stopped) {
        const images = [...this.#dirty];
        this.#dirty.clear();
        try {
          const rows = await this.#rowsOf(images);
          for (const seat of this.#seats.values()) {
            if (!images.includes(seat.imageId)) continue;
            const view = viewFor(seat, rows);
            const json = JSON.stringify(view);
            if (json === seat.last) continue;
            seat.last = json;
            seat.onView(view);
          }
        } catch (error) {
          this.#onError(error);
        }
      }
    })().finally(() => {
      this.#refreshing = undefined;
    });
  }

  async #rowsOf(imageIds: string[]): Promise<PresenceRow[]> {
    return this.#db.query<PresenceRow>(
      `SELECT tab_id, account, image_id, editing, taken_over_by, opened_at FROM admin_presence
       WHERE image_id = ANY($1::text[]) AND last_seen_at > now() - ${this.#stale}
       ORDER BY opened_at, tab_id`,
      [imageIds],
    );
  }

  #startTimers(): void {
    this.#heartbeat ??= setInterval(() => {
      this.#beating ??= this.#beat().finally(() => (this.#beating = undefined));
    }, this.#heartbeatMs).unref();
    this.#poll ??= setInterval(() => this.#refresh(this.#watchedImages()), this.#pollMs).unref();
  }

  #stopTimers(): void {
    clearInterval(this.#heartbeat);
    clearInterval(this.#poll);
    this.#heartbeat = undefined;
    this.#poll = undefined;
  }

  /** Marks every open tab of this process as seen (a row swept while the database was away comes back), and now and then sweeps stale rows. */
  async #beat(): Promise<void> {
    try {
      const reinserted = new Set<string>();
      for (const seat of [...this.#seats.values()]) {
        if (!this.#seats.has(seat.lease)) continue;
        const [row] = await this.#db.query<{ inserted: boolean }>(UPSERT_SEAT, [seat.tabId, seat.lease, seat.account, seat.imageId]);
        if (row?.inserted) reinserted.add(seat.imageId);
      }
      for (const imageId of reinserted) await this.#changed(imageId);
      if (++this.#beats % 5 === 0) await this.#db.query(`DELETE FROM admin_presence WHERE last_seen_at < now() - ${this.#stale}`);
    } catch (error) {
      this.#onError(error);
    }
  }
}

function viewFor(seat: PresenceSeat, rows: PresenceRow[]): PresenceView {
  const own = rows.find((row) => row.tab_id === seat.tabId);
  return {
    viewers: rows
      .filter((row) => row.image_id === seat.imageId && row.tab_id !== seat.tabId)
      .map((row) => ({
        id: createHash('sha256').update(row.tab_id).digest('base64url').slice(0, 16),
        account: row.account,
        editing: row.editing,
        since: new Date(row.opened_at),
        sameAccount: row.account === seat.account,
      })),
    editing: own?.editing ?? false,
    takenOverBy: own?.taken_over_by ?? null,
  };
}
