import { compactAnalytics, type CompactionResult } from '../../events/analytics/retention.ts';
import type { EventBus } from '../../events/store/bus.ts';
import type { Database } from '../../prisma/database.ts';
import type { Logger } from '../logger.ts';

const DAY_MS = 86_400_000;

export interface AnalyticsRetention {
  /** Compacts now (waits for a run already under way first); undefined when retention is off. */
  run(): Promise<CompactionResult | undefined>;
  /** Stops the daily timer and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * ANALYTICS_RETENTION_DAYS: compacts at start and then once a day (an unref'd timer, so it never keeps the
 * process alive). Every server process runs it; the log-rewrite lock makes them take turns, and a day
 * compacted by one leaves nothing for the others.
 */
export function scheduleAnalyticsRetention(options: { days: number | undefined; db: Database; bus: EventBus; logger: Logger }): AnalyticsRetention {
  const { days, db, bus, logger } = options;
  let running: Promise<CompactionResult | undefined> = Promise.resolve(undefined);
  const run = () => {
    running = running.then(async () => {
      if (days === undefined) return undefined;
      try {
        const result = await compactAnalytics(db, { retentionDays: days, now: new Date(), bus });
        if (result.days.length) logger.info({ days: result.days }, 'analytics retention compacted old sessions into daily figures');
        return result;
      } catch (error) {
        logger.error({ err: error }, 'analytics retention failed; it runs again in a day');
        return undefined;
      }
    });
    return running;
  };
  if (days === undefined) return { run, stop: async () => undefined };
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
