/**
 * Page analytics, with browser access injected so the rules can be tested: each route change
 * records a page visit (keeping its id), a navigation from the previous path, and the visible
 * time spent on the previous page; leaving the page sends that time as a beacon. Failures only
 * log a console warning.
 */
import { VisibleTime } from './visibleTime.ts';

export const analyticsPaths = {
  pageVisit: '/api/analytics/page-visit',
  navigation: '/api/analytics/navigation',
  timeSpent: (visitId: string) => `/api/analytics/page-visit/${encodeURIComponent(visitId)}`,
  timeSpentBeacon: (visitId: string) => `/api/analytics/page-visit/${encodeURIComponent(visitId)}/time`,
} as const;

export const trackingWarnings = {
  pageVisit: 'Failed to track page visit',
  navigation: 'Failed to track navigation',
  timeSpent: 'Failed to track time spent',
} as const;

export interface PageVisitTrackerDeps {
  readonly sessionId: string;
  readonly send: (method: 'POST' | 'PATCH', path: string, body: unknown) => Promise<unknown>;
  readonly beacon: (path: string, body: string) => void;
  readonly now: () => number;
  readonly isVisible: () => boolean;
  readonly referrer: () => string | null;
  readonly userAgent: () => string;
  readonly warn: (message: string, error: unknown) => void;
}

interface Visit {
  readonly path: string;
  /** Resolves with the server's visit id, or null when it could not be recorded. */
  readonly id: Promise<string | null>;
  /** The id once known; the unload beacon cannot wait for a promise. */
  knownId: string | null;
  /**
   * The visible seconds sent for it so far. The server keeps the last time it is sent, so each send
   * carries the visit's whole time: a page the back button restores from the cache (the same visit)
   * adds to what its earlier beacon sent.
   */
  seconds: number;
}

function visitIdFrom(answer: unknown): string | null {
  if (answer && typeof answer === 'object' && 'id' in answer && typeof answer.id === 'string') return answer.id;
  return null;
}

export class PageVisitTracker {
  private current: Visit | null = null;
  private readonly time: VisibleTime;

  constructor(private readonly deps: PageVisitTrackerDeps) {
    this.time = new VisibleTime(deps.now(), deps.isVisible());
  }

  pageChanged(path: string): void {
    const previous = this.current;
    if (previous?.path === path) return;
    const seconds = this.time.takeSeconds(this.deps.now(), this.deps.isVisible());
    if (previous) {
      if (seconds > 0) this.sendTimeSpent(previous, seconds);
      this.deps
        .send('POST', analyticsPaths.navigation, { sessionId: this.deps.sessionId, fromPath: previous.path, toPath: path })
        .catch((error: unknown) => this.deps.warn(trackingWarnings.navigation, error));
    }
    this.current = this.recordVisit(path);
  }

  visibilityChanged(visible: boolean): void {
    if (visible) this.time.show(this.deps.now());
    else this.time.hide(this.deps.now());
  }

  /** pagehide: the page may never come back, so the time goes out as a beacon now. */
  pageHidden(): void {
    const seconds = this.time.takeSeconds(this.deps.now(), false);
    const visit = this.current;
    if (!visit?.knownId || seconds <= 0) return;
    visit.seconds += seconds;
    this.deps.beacon(analyticsPaths.timeSpentBeacon(visit.knownId), JSON.stringify({ timeSpent: String(visit.seconds) }));
  }

  private recordVisit(path: string): Visit {
    const body = { sessionId: this.deps.sessionId, path, referrer: this.deps.referrer(), userAgent: this.deps.userAgent() };
    const visit: Visit = {
      path,
      knownId: null,
      seconds: 0,
      id: this.deps.send('POST', analyticsPaths.pageVisit, body).then(
        (answer) => {
          visit.knownId = visitIdFrom(answer);
          return visit.knownId;
        },
        (error: unknown) => {
          this.deps.warn(trackingWarnings.pageVisit, error);
          return null;
        },
      ),
    };
    return visit;
  }

  private sendTimeSpent(visit: Visit, seconds: number): void {
    visit.seconds += seconds;
    const total = visit.seconds;
    void visit.id.then((id) => {
      if (!id) return;
      this.deps
        .send('PATCH', analyticsPaths.timeSpent(id), { timeSpent: String(total) })
        .catch((error: unknown) => this.deps.warn(trackingWarnings.timeSpent, error));
    });
  }
}
