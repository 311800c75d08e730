import { describe, expect, it } from 'vitest';
import { QueueFullError } from './mediaErrors.ts';
import { ProcessingQueue } from './processingQueue.ts';

/** A task that finishes when the test says so. */
function heldTask() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started = false;
  const task = () => {
    started = true;
    return done;
  };
  return { task, finish, started: () => started };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ProcessingQueue', () => {
  it('defaults to one image at a time and 24 waiting', () => {
    expect(new ProcessingQueue().options).toMatchObject({ concurrency: 1, maxWaiting: 24 });
  });

  it('runs `concurrency` tasks at once and starts the waiting ones in order', async () => {
    const queue = new ProcessingQueue({ concurrency: 2, maxWaiting: 3 });
    const tasks = Array.from({ length: 5 }, heldTask);
    const results = tasks.map((held) => queue.run(held.task));
    await settle();
    expect(tasks.map((held) => held.started())).toEqual([true, true, false, false, false]);
    expect([queue.running, queue.waiting]).toEqual([2, 3]);
    tasks[1]!.finish();
    await settle();
    expect(tasks.map((held) => held.started())).toEqual([true, true, true, false, false]);
    for (const held of tasks) held.finish();
    await Promise.all(results);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses a task beyond the queue at once with QueueFullError and a Retry-After from the work ahead', async () => {
    const queue = new ProcessingQueue({ concurrency: 1, maxWaiting: 2, expectedSeconds: 4 });
    const tasks = Array.from({ length: 3 }, heldTask);
    const results = tasks.map((held) => queue.run(held.task));
    const refused = heldTask();
    const error = await queue.run(refused.task).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(QueueFullError);
    // One running and two waiting, about 4 s each, on one slot.
    expect(error).toMatchObject({ retryAfterSeconds: 12, message: 'image processing is busy; please try again in 12 s' });
    expect(refused.started()).toBe(false);
    for (const held of tasks) held.finish();
    await Promise.all(results);
  });

  it('refuses a task whose upload would take the waiting bytes past their budget, but lets one wait alone', async () => {
    const queue = new ProcessingQueue({ concurrency: 1, maxWaiting: 10, maxWaitingBytes: 1000 });
    const running = heldTask();
    const first = heldTask();
    const results = [queue.run(running.task, 5000), queue.run(first.task, 5000)];
    await expect(queue.run(heldTask().task, 10)).rejects.toBeInstanceOf(QueueFullError);
    running.finish();
    first.finish();
    await Promise.all(results);
  });

  it('frees the slot when a task fails, and passes the error on', async () => {
    const queue = new ProcessingQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('decoder crashed')))).rejects.toThrow('decoder crashed');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
