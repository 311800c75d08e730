import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { clientKey } from './clientAddress.ts';

export type BudgetDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Spends some of a client's budget; the answer says how long to wait when it is spent. */
export type BudgetGate = (address: string, cost: number) => Promise<BudgetDecision>;

/**
 * What one client (an IPv4 address or an IPv6 /64) may do per minute: writes (each REST write and each
 * GraphQL mutation field is one), or image generations.
 */
export function perMinuteBudget(perMinute: number): BudgetGate {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  return async (address, cost) => {
    try {
      await limiter.consume(clientKey(address), cost);
      return { allowed: true };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      throw rejection;
    }
  };
}

export const tooManyWrites = (retryAfterSeconds: number) => `too many changes from your address; try again in ${retryAfterSeconds} s`;
