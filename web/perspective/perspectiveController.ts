/**
 * The perspective state machine, free of React and the DOM so it can be tested
 * with fake timers. Switching to a different perspective raises `isTransitioning` for 150 ms, then
 * applies the new perspective, saves it and lowers the flag. Choosing the current one does nothing.
 */
import type { Perspective } from '../generated/vocabulary.ts';
import { readStoredPerspective, storePerspective, type PerspectiveStorage } from './perspectiveStorage.ts';

export const PERSPECTIVE_SWITCH_DELAY_MS = 150;

export interface PerspectiveSnapshot {
  readonly perspective: Perspective;
  readonly isTransitioning: boolean;
  /** True once the visitor has switched to the shown perspective; false for the one a page load applied. */
  readonly switched: boolean;
}

/** 'initial' applies without animation; 'switch' also plays the content fade. */
export type ApplyReason = 'initial' | 'switch';

export interface PerspectiveControllerOptions {
  readonly storage: PerspectiveStorage | undefined;
  readonly apply: (perspective: Perspective, reason: ApplyReason) => void;
  /**
   * The perspective of the first render when it is not the stored one: hydrating a prerendered
   * page must render the copy the HTML was built with before switching to the stored perspective.
   */
  readonly firstRender?: Perspective;
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout?: (handle: unknown) => void;
}

export class PerspectiveController {
  private snapshot: PerspectiveSnapshot;
  private readonly listeners = new Set<() => void>();
  private pending: { readonly target: Perspective; readonly handle: unknown } | null = null;
  private readonly schedule: (callback: () => void, ms: number) => unknown;
  private readonly cancel: (handle: unknown) => void;
  private readonly stored: Perspective;

  constructor(private readonly options: PerspectiveControllerOptions) {
    this.stored = readStoredPerspective(options.storage);
    this.snapshot = { perspective: options.firstRender ?? this.stored, isTransitioning: false, switched: false };
    this.schedule = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
    this.cancel = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  readonly getSnapshot = (): PerspectiveSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies the stored (or default) perspective to the page, once, after the first render. */
  applyCurrent(): void {
    this.options.apply(this.stored, 'initial');
    if (this.snapshot.perspective !== this.stored) this.update({ perspective: this.stored, isTransitioning: false, switched: false });
  }

  readonly choose = (next: Perspective): void => {
    if (this.pending?.target === next) return;
    if (this.pending) {
      this.cancel(this.pending.handle);
      this.pending = null;
    }
    if (next === this.snapshot.perspective) {
      if (this.snapshot.isTransitioning) this.update({ ...this.snapshot, isTransitioning: false });
      return;
    }
    const handle = this.schedule(() => this.finishSwitch(next), PERSPECTIVE_SWITCH_DELAY_MS);
    this.pending = { target: next, handle };
    if (!this.snapshot.isTransitioning) this.update({ ...this.snapshot, isTransitioning: true });
  };

  /** Cancels a switch still waiting for its delay. */
  dispose(): void {
    if (this.pending) this.cancel(this.pending.handle);
    this.pending = null;
  }

  private finishSwitch(next: Perspective): void {
    this.pending = null;
    this.options.apply(next, 'switch');
    storePerspective(this.options.storage, next);
    this.update({ perspective: next, isTransitioning: false, switched: true });
  }

  private update(snapshot: PerspectiveSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
