import { describe, expect, it } from 'vitest';
import { UserError } from '../errors.ts';
import { GeneratorBusyError, RenderSlots } from './renderSlots.ts';

/** A render that finishes when the test says so. */
function heldRender() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  let started = false;
  const render = () => {
    started = true;
    return done;
  };
  return { render, finish, fail, started: () => started };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderSlots', () => {
  it('runs at most `concurrency` renders at once; the rest wait their turn in order', async () => {
    const slots = new RenderSlots({ concurrency: 2, queueLimit: 3 });
    const renders = Array.from({ length: 5 }, heldRender);
    const results = renders.map((held) => slots.run(held.render));
    await settle();
    expect(renders.map((held) => held.started())).toEqual([true, true, false, false, false]);
    expect([slots.running, slots.waiting]).toEqual([2, 3]);

    renders[1]!.finish();
    await settle();
    expect(renders.map((held) => held.started())).toEqual([true, true, true, false, false]);
    expect([slots.running, slots.waiting]).toEqual([2, 2]);

    for (const held of renders) held.finish();
    await Promise.all(results);
    expect(renders.every((held) => held.started())).toBe(true);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  it('refuses a render beyond the queue with a 503 user error, without starting it', async () => {
    const slots = new RenderSlots({ concurrency: 1, queueLimit: 1 });
    const [running, queued, refused] = [heldRender(), heldRender(), heldRender()];
    const results = [slots.run(running.render), slots.run(queued.render)];
    const refusal = slots.run(refused.render);
    await expect(refusal).rejects.toBeInstanceOf(GeneratorBusyError);
    await expect(refusal).rejects.toMatchObject({ status: 503, message: expect.stringMatching(/busy; please try again/) });
    await expect(refusal).rejects.toBeInstanceOf(UserError);
    expect(refused.started()).toBe(false);

    running.finish();
    queued.finish();
    await Promise.all(results);
    const later = heldRender();
    const result = slots.run(later.render);
    later.finish();
    await result;
    expect(later.started()).toBe(true);
  });

  it('frees the slot of a render that fails', async () => {
    const slots = new RenderSlots({ concurrency: 1, queueLimit: 1 });
    const [failing, next] = [heldRender(), heldRender()];
    const failed = slots.run(failing.render);
    const queued = slots.run(next.render);
    failing.fail(new Error('sharp failed'));
    await expect(failed).rejects.toThrow('sharp failed');
    await settle();
    expect(next.started()).toBe(true);
    next.finish();
    await queued;
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });
});
