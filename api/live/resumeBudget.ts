import { GraphQLError } from 'graphql';
import type { LogSlice } from '../../events/store/logResume.ts';
import type { App } from '../app.ts';
import type { RequestContext } from '../graphql/context.ts';
import { perMinuteBudget, type BudgetGate } from '../http/perMinuteBudget.ts';
import type { LiveEventsOptions } from './liveEvents.ts';

/** One budget per app (and so per process, as the write budget): made on first use, none with RATE_LIMITS=false. */
const budgets = new WeakMap<App, BudgetGate | null>();

function budgetOf(app: App): BudgetGate | null {
  let budget = budgets.get(app);
  if (budget === undefined) {
    budget = app.config.RATE_LIMITS ? perMinuteBudget(app.config.RESUME_EVENTS_PER_MINUTE) : null;
    budgets.set(app, budget);
  }
  return budget;
}

export const tooManyResumedEvents = (perMinute: number, retryAfterSeconds: number) =>
  new GraphQLError(
    `too many resumed events from your address (at most ${perMinute.toLocaleString('en')} a minute); try again in ${retryAfterSeconds} s, or refetch and subscribe without after`,
    { extensions: { code: 'RATE_LIMITED', retryAfterSeconds } },
  );

/**
 * The resume option of a feed subscribed with `after`, or none without it. A resume replays up to 10,000
 * events read from the log, and a client may hold many sockets of many subscriptions, all resuming on each
 * reconnect: the events replayed are charged to the client's address (an IPv4 address or an IPv6 /64),
 * at most RESUME_EVENTS_PER_MINUTE a minute; a resume over it ends with RATE_LIMITED and delivers nothing
 * more of the log.
 */
export function resumeFrom(ctx: RequestContext, after: bigint | null | undefined, slice?: LogSlice): LiveEventsOptions['resume'] {
  if (after === null || after === undefined) return undefined;
  const budget = budgetOf(ctx.app);
  if (!budget) return { after, slice };
  const perMinute = ctx.app.config.RESUME_EVENTS_PER_MINUTE;
  return {
    after,
    slice,
    meter: async (events) => {
      const decision = await budget(ctx.ip, events);
      return decision.allowed ? undefined : tooManyResumedEvents(perMinute, decision.retryAfterSeconds);
    },
  };
}
