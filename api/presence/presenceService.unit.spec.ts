import { describe, expect, it } from 'vitest';
import type { Database } from '../../prisma/database.ts';
import { PresenceService, presenceTimings, STALE_SECONDS } from './presenceService.ts';

describe('presence timings', () => {
  it('default to a heartbeat every 1.5 s, a poll every second, and a tab gone after 4 s without one', () => {
    expect(STALE_SECONDS).toBe(4);
    expect(presenceTimings()).toEqual({ heartbeatMs: 1500, pollMs: 1000, staleSeconds: 4 });
    expect(presenceTimings({ staleSeconds: 1.5, heartbeatMs: 500 })).toEqual({ heartbeatMs: 500, pollMs: 1000, staleSeconds: 1.5 });
  });

  it('refuse a stale period shorter than two heartbeats, or a time that is not positive', () => {
    expect(presenceTimings({ heartbeatMs: 500, staleSeconds: 1 })).toMatchObject({ staleSeconds: 1 });
    expect(() => presenceTimings({ heartbeatMs: 500, staleSeconds: 0.9 })).toThrow(/shorter than two heartbeats/);
    expect(() => presenceTimings({ staleSeconds: 2.9 })).toThrow(/shorter than two heartbeats of 1500 ms/);
    expect(() => presenceTimings({ pollMs: 0 })).toThrow(/positive/);
    // The service takes its timings through the same check.
    expect(() => new PresenceService({} as Database, undefined, { staleSeconds: 1 })).toThrow(RangeError);
  });
});
