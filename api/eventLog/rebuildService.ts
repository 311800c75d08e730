import { maintenanceDecider } from '../../events/maintenance/decide.ts';
import { maintenanceStream } from '../../events/maintenance/events.ts';
import type { EventMetadata } from '../../events/store/eventType.ts';
import { handleCommand } from '../../events/store/handleCommand.ts';
import { rebuildReadModels, RebuildRunningError, type RebuildPhase } from '../../events/maintenance/rebuild.ts';
import type { EventStore } from '../../events/store/store.ts';
import type { Database } from '../../prisma/database.ts';
import { UserError } from '../errors.ts';
import type { Logger } from '../logger.ts';

export interface RebuildStatus {
  state: 'idle' | 'running' | 'done' | 'failed';
  phase: RebuildPhase | null;
  events: number;
  total: number;
  startedAt: string | null;
  finishedAt: string | null;
  digest: string | null;
  swapMilliseconds: number | null;
  error: string | null;
}

const idle: RebuildStatus = { state: 'idle', phase: null, events: 0, total: 0, startedAt: null, finishedAt: null, digest: null, swapMilliseconds: null, error: null };

/**
 * Rebuilds the read models inside the server (the only way on PGlite, whose data directory belongs to
 * the server), one at a time, in the background; `status()` tells how far it got. The result is
 * recorded as a ReadModelsRebuilt event, which the event explorer shows.
 */
export class RebuildService {
  #status: RebuildStatus = idle;
  #running: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly logger: Logger,
  ) {}

  status(): RebuildStatus {
    return this.#status;
  }

  start(metadata: EventMetadata): RebuildStatus {
    if (this.#running) throw new UserError(409, 'a rebuild of the read models is already running; wait for it to finish');
    this.#status = { ...idle, state: 'running', phase: 'folding', startedAt: new Date().toISOString() };
    this.#running = this.#run(metadata).finally(() => {
      this.#running = undefined;
    });
    return this.#status;
  }

  /** Resolves when the running rebuild (if any) has ended. */
  async settled(): Promise<void> {
    await this.#running;
  }

  async #run(metadata: EventMetadata): Promise<void> {
    try {
      const result = await rebuildReadModels(this.db, {
        onProgress: ({ phase, events, total }) => (this.#status = { ...this.#status, phase, events, total }),
      });
      await handleCommand(this.store, maintenanceStream, maintenanceDecider, { type: 'RecordReadModelsRebuilt', result }, { metadata });
      this.#status = { ...this.#status, state: 'done', phase: null, events: result.events, finishedAt: new Date().toISOString(), digest: result.digest, swapMilliseconds: Math.round(result.swapMilliseconds) };
      this.logger.info({ events: result.events, ms: Math.round(result.milliseconds), swapMs: Math.round(result.swapMilliseconds) }, 'read models rebuilt');
    } catch (error) {
      this.logger.error({ err: error }, 'rebuilding the read models failed; the live read models are unchanged');
      this.#status = {
        ...this.#status,
        state: 'failed',
        finishedAt: new Date().toISOString(),
        error:
          error instanceof RebuildRunningError ? error.message : 'the rebuild failed; the live read models are unchanged (see the server log)',
      };
    }
  }
}
