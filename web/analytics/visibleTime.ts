/** Time that counts only while the page is visible (a hidden tab is not time spent reading). */
export class VisibleTime {
  private accumulatedMs = 0;
  private visibleSince: number | null;

  constructor(now: number, visible: boolean) {
    this.visibleSince = visible ? now : null;
  }

  hide(now: number): void {
    if (this.visibleSince === null) return;
    this.accumulatedMs += now - this.visibleSince;
    this.visibleSince = null;
  }

  show(now: number): void {
    if (this.visibleSince === null) this.visibleSince = now;
  }

  elapsedMs(now: number): number {
    return this.accumulatedMs + (this.visibleSince === null ? 0 : now - this.visibleSince);
  }

  /** Whole seconds counted so far; the count then starts again from zero. */
  takeSeconds(now: number, visible: boolean): number {
    const seconds = Math.round(this.elapsedMs(now) / 1000);
    this.accumulatedMs = 0;
    this.visibleSince = visible ? now : null;
    return seconds;
  }
}
