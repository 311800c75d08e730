import { describe, expect, it } from 'vitest';
import { PageVisitTracker, trackingWarnings, type PageVisitTrackerDeps } from './pageVisitTracker.ts';

interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** A tracker on a fake clock and network; every call is recorded, answers come from `answer`. */
function setup(answer?: (call: Call) => Promise<unknown>) {
  let visitCounter = 1;
  const respond =
    answer ?? ((call: Call) => Promise.resolve(call.path === '/api/analytics/page-visit' ? { id: `visit-${visitCounter++}` } : { success: true }));
  let now = 0;
  let visible = true;
  const calls: Call[] = [];
  const beacons: { path: string; body: string }[] = [];
  const warnings: string[] = [];
  const deps: PageVisitTrackerDeps = {
    sessionId: 'session_test_1',
    send: (method, path, body) => {
      const call = { method, path, body };
      calls.push(call);
      return respond(call);
    },
    beacon: (path, body) => void beacons.push({ path, body }),
    now: () => now,
    isVisible: () => visible,
    referrer: () => 'https://example.org/',
    userAgent: () => 'TestBrowser/1.0',
    warn: (message) => void warnings.push(message),
  };
  const tracker = new PageVisitTracker(deps);
  return {
    tracker,
    calls,
    beacons,
    warnings,
    advance: (ms: number) => void (now += ms),
    setVisible: (value: boolean) => {
      visible = value;
      tracker.visibilityChanged(value);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('page visit tracking', () => {
  it('records a page visit with session, path, referrer and user agent on the first page', async () => {
    const { tracker, calls } = setup();
    tracker.pageChanged('/');
    await settle();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/analytics/page-visit',
        body: { sessionId: 'session_test_1', path: '/', referrer: 'https://example.org/', userAgent: 'TestBrowser/1.0' },
      },
    ]);
  });

  it('on a route change sends the time spent, the navigation and the new page visit', async () => {
    const { tracker, calls, advance } = setup();
    tracker.pageChanged('/');
    await settle();
    advance(3_400);
    tracker.pageChanged('/products');
    await settle();
    expect(calls.slice(1)).toEqual([
      { method: 'POST', path: '/api/analytics/navigation', body: { sessionId: 'session_test_1', fromPath: '/', toPath: '/products' } },
      expect.objectContaining({ method: 'POST', path: '/api/analytics/page-visit', body: expect.objectContaining({ path: '/products' }) }),
      { method: 'PATCH', path: '/api/analytics/page-visit/visit-1', body: { timeSpent: '3' } },
    ]);
  });

  it('sends no time spent when less than half a second was spent', async () => {
    const { tracker, calls, advance } = setup();
    tracker.pageChanged('/');
    advance(400);
    tracker.pageChanged('/roadmap');
    await settle();
    expect(calls.map((call) => call.method)).not.toContain('PATCH');
  });

  it('counts only the time the page was visible', async () => {
    const { tracker, calls, advance, setVisible } = setup();
    tracker.pageChanged('/');
    advance(2_000);
    setVisible(false);
    advance(60_000);
    setVisible(true);
    advance(1_000);
    tracker.pageChanged('/contact');
    await settle();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ timeSpent: '3' });
  });

  it('ignores a repeated report of the current path', async () => {
    const { tracker, calls } = setup();
    tracker.pageChanged('/');
    tracker.pageChanged('/');
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('sends the visible time as a beacon when the page is hidden for good', async () => {
    const { tracker, beacons, advance } = setup();
    tracker.pageChanged('/');
    await settle();
    advance(5_000);
    tracker.pageHidden();
    expect(beacons).toEqual([{ path: '/api/analytics/page-visit/visit-1/time', body: JSON.stringify({ timeSpent: '5' }) }]);
    tracker.pageHidden();
    expect(beacons).toHaveLength(1);
  });

  it('sends the whole time of a visit the back button brought back from the cache, not only the time since', async () => {
    const { tracker, calls, beacons, advance, setVisible } = setup();
    tracker.pageChanged('/products');
    await settle();
    advance(60_000);
    tracker.pageHidden();
    expect(beacons.map((beacon) => beacon.body)).toEqual([JSON.stringify({ timeSpent: '60' })]);
    // Restored from the back/forward cache: the same page, the same visit, visible again.
    setVisible(true);
    advance(10_000);
    tracker.pageChanged('/roadmap');
    await settle();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({ method: 'PATCH', path: '/api/analytics/page-visit/visit-1', body: { timeSpent: '70' } });
  });

  it('sends no beacon without a visit id or without time spent', async () => {
    const noId = setup(() => Promise.resolve({}));
    noId.tracker.pageChanged('/');
    await settle();
    noId.advance(5_000);
    noId.tracker.pageHidden();
    expect(noId.beacons).toEqual([]);

    const noTime = setup();
    noTime.tracker.pageChanged('/');
    await settle();
    noTime.tracker.pageHidden();
    expect(noTime.beacons).toEqual([]);
  });

  it('only warns when a call fails, and then sends no time for a visit without id', async () => {
    const { tracker, calls, warnings, advance } = setup(() => Promise.reject(new Error('500: internal error')));
    tracker.pageChanged('/');
    advance(2_000);
    tracker.pageChanged('/products');
    await settle();
    expect(warnings.sort()).toEqual([trackingWarnings.navigation, trackingWarnings.pageVisit, trackingWarnings.pageVisit].sort());
    expect(warnings).toContain('Failed to track page visit');
    expect(warnings).toContain('Failed to track navigation');
    expect(calls.map((call) => call.method)).not.toContain('PATCH');
  });
});
