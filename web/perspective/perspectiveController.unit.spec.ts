import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Perspective } from '../generated/vocabulary.ts';
import { PERSPECTIVE_SWITCH_DELAY_MS, PerspectiveController, type ApplyReason } from './perspectiveController.ts';
import { PERSPECTIVE_STORAGE_KEY } from './perspectiveStorage.ts';

function setup(stored?: string, firstRender?: Perspective) {
  const values: Record<string, string> = stored === undefined ? {} : { [PERSPECTIVE_STORAGE_KEY]: stored };
  const applied: [Perspective, ApplyReason][] = [];
  const controller = new PerspectiveController({
    storage: { getItem: (key) => values[key] ?? null, setItem: (key, value) => void (values[key] = value) },
    apply: (perspective, reason) => applied.push([perspective, reason]),
    firstRender,
  });
  const notifications = vi.fn();
  controller.subscribe(notifications);
  return { controller, values, applied, notifications };
}

describe('the perspective controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts from the stored perspective and applies it without a transition', () => {
    const { controller, applied } = setup('content_creators');
    controller.applyCurrent();
    expect(controller.getSnapshot()).toEqual({ perspective: 'content_creators', isTransitioning: false, switched: false });
    expect(applied).toEqual([['content_creators', 'initial']]);
  });

  it('hydrating a prerendered page renders the default copy first, then switches to the stored perspective without a fade', () => {
    const { controller, applied, notifications } = setup('content_creators', 'startup_founders');
    expect(controller.getSnapshot().perspective).toBe('startup_founders');
    controller.applyCurrent();
    expect(controller.getSnapshot()).toEqual({ perspective: 'content_creators', isTransitioning: false, switched: false });
    expect(applied).toEqual([['content_creators', 'initial']]);
    expect(notifications).toHaveBeenCalledTimes(1);
  });

  it('starts as startup_founders when the stored value is not a perspective', () => {
    expect(setup('nonsense').controller.getSnapshot().perspective).toBe('startup_founders');
  });

  it('raises the transitioning flag for 150 ms, then applies, saves and lowers it', () => {
    const { controller, values, applied } = setup();
    controller.choose('content_creators');
    expect(controller.getSnapshot()).toEqual({ perspective: 'startup_founders', isTransitioning: true, switched: false });
    expect(applied).toEqual([]);

    vi.advanceTimersByTime(PERSPECTIVE_SWITCH_DELAY_MS - 1);
    expect(controller.getSnapshot().isTransitioning).toBe(true);

    vi.advanceTimersByTime(1);
    expect(controller.getSnapshot()).toEqual({ perspective: 'content_creators', isTransitioning: false, switched: true });
    expect(applied).toEqual([['content_creators', 'switch']]);
    expect(values[PERSPECTIVE_STORAGE_KEY]).toBe('content_creators');
  });

  it('does nothing when the current perspective is chosen', () => {
    const { controller, values, applied, notifications } = setup('memory_capturers');
    controller.choose('memory_capturers');
    vi.runAllTimers();
    expect(controller.getSnapshot()).toEqual({ perspective: 'memory_capturers', isTransitioning: false, switched: false });
    expect(applied).toEqual([]);
    expect(notifications).not.toHaveBeenCalled();
    expect(values[PERSPECTIVE_STORAGE_KEY]).toBe('memory_capturers');
  });

  it('applies only the last choice made during a transition', () => {
    const { controller, applied } = setup();
    controller.choose('content_creators');
    vi.advanceTimersByTime(100);
    controller.choose('memory_capturers');
    vi.advanceTimersByTime(PERSPECTIVE_SWITCH_DELAY_MS);
    expect(applied).toEqual([['memory_capturers', 'switch']]);
    expect(controller.getSnapshot().perspective).toBe('memory_capturers');
  });

  it('cancels a pending switch when the current perspective is chosen again', () => {
    const { controller, applied } = setup();
    controller.choose('content_creators');
    controller.choose('startup_founders');
    expect(controller.getSnapshot()).toEqual({ perspective: 'startup_founders', isTransitioning: false, switched: false });
    vi.runAllTimers();
    expect(applied).toEqual([]);
  });

  it('notifies subscribers when the flag rises and when the switch completes', () => {
    const { controller, notifications } = setup();
    controller.choose('content_creators');
    vi.runAllTimers();
    expect(notifications).toHaveBeenCalledTimes(2);
  });

  it('drops a pending switch when disposed', () => {
    const { controller, applied } = setup();
    controller.choose('content_creators');
    controller.dispose();
    vi.runAllTimers();
    expect(applied).toEqual([]);
  });
});
