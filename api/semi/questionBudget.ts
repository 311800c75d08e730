import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { clientKey } from '../http/clientAddress.ts';
import type { BudgetDecision } from '../http/perMinuteBudget.ts';

/** Each client's questions to Semi per minute: taken before the answer, given back when none could be given. */
export interface QuestionBudget {
  take(address: string): Promise<BudgetDecision>;
  giveBack(address: string): Promise<void>;
}

export function questionBudget(perMinute: number): QuestionBudget {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  return {
    async take(address) {
      try {
        await limiter.consume(clientKey(address), 1);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        throw rejection;
      }
    },
    async giveBack(address) {
      const key = clientKey(address);
      // The minute it was taken in may have ended: rewarding then would grant the next minute an extra question.
      if (((await limiter.get(key))?.consumedPoints ?? 0) > 0) await limiter.reward(key, 1);
    },
  };
}
