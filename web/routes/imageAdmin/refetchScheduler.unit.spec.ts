import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefetchScheduler } from './refetchScheduler.ts';

describe('refetching after live changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refetches once, 150 ms after the last of a burst of changes, every query any of them named', () => {
    const refetch = vi.fn();
    const scheduler = createRefetchScheduler(refetch, 150);
    scheduler.schedule(['AdminGridImages']);
    vi.advanceTimersByTime(100);
    scheduler.schedule(['AdminGridImages', 'AdminUsageStats']);
    vi.advanceTimersByTime(149);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalledWith(['AdminGridImages', 'AdminUsageStats']);
  });

  it('starts afresh after a refetch and forgets what a cancel dropped', () => {
    const refetch = vi.fn();
    const scheduler = createRefetchScheduler(refetch, 150);
    scheduler.schedule(['AdminGridImages']);
    vi.advanceTimersByTime(150);
    scheduler.schedule(['AdminImageCounts']);
    vi.advanceTimersByTime(150);
    expect(refetch.mock.calls).toEqual([[['AdminGridImages']], [['AdminImageCounts']]]);
    scheduler.schedule(['AdminUsageStats']);
    scheduler.cancel();
    vi.advanceTimersByTime(1000);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('waits for a refetch on its way before the next: started meanwhile, it would be answered with the first, read before the change', async () => {
    let finish!: () => void;
    const refetch = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const scheduler = createRefetchScheduler(refetch, 150);
    scheduler.schedule(['AdminGridImages']);
    vi.advanceTimersByTime(150);
    scheduler.schedule(['AdminGridImages']);
    vi.advanceTimersByTime(1000);
    expect(refetch).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
