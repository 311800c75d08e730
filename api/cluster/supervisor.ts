import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '../logger.ts';

export interface SupervisorOptions {
  /** Server processes to keep running. */
  workers: number;
  logger: Logger;
  /** First wait before a dead worker is replaced; doubled for each further death in the window. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
  /**
   * The workers crash-loop, and the whole server stops, when more than `crashLoopDeaths` die within
   * `crashLoopWindowMs`, or when `crashLoopDeaths` in a row die before they listen (a worker takes
   * seconds to start, so a start that always fails may never fit that many deaths in the window).
   */
  crashLoopDeaths?: number;
  crashLoopWindowMs?: number;
  /** Workers still running this long after SIGTERM are killed. */
  shutdownTimeoutMs?: number;
}

/**
 * The primary process of `WORKERS=N`: forks N copies of this entry script (each one a whole server with
 * its own pool, live follower and caches; they share the listening port through node:cluster), replaces
 * any that dies, and on SIGTERM or SIGINT stops them all. Resolves with the exit status for the primary:
 * 0 after a clean stop, 1 when workers keep dying (a crash loop) or do not stop in time.
 */
export function superviseWorkers(options: SupervisorOptions): Promise<number> {
  const {
    workers: count,
    logger,
    restartDelayMs = 250,
    maxRestartDelayMs = 5_000,
    crashLoopDeaths = 5,
    crashLoopWindowMs = 30_000,
    shutdownTimeoutMs = 15_000,
  } = options;
  // Forks run this script again with the same Node options (tsx registers itself there: --import/--require).
  cluster.setupPrimary({ execArgv: process.execArgv });

  return new Promise((resolve) => {
    const running = new Set<Worker>();
    const restarts = new Set<NodeJS.Timeout>();
    const deaths: number[] = [];
    let stopping: { status: number } | undefined;
    let firstListening = 0;
    let failedStarts = 0;
    const listened = new WeakSet<Worker>();

    const fork = (replacing?: Worker) => {
      const worker = cluster.fork();
      running.add(worker);
      worker.once('listening', (address) => {
        listened.add(worker);
        failedStarts = 0;
        if (replacing) {
          logger.warn({ worker: worker.id, pid: worker.process.pid, replaced: replacing.id }, `worker ${worker.id} started in place of worker ${replacing.id}`);
        } else if (++firstListening === count) {
          logger.info({ workers: count, port: address.port, pids: [...running].map((each) => each.process.pid) }, `${count} workers listening`);
        }
      });
    };

    const finishIfDone = () => {
      if (stopping && running.size === 0 && restarts.size === 0) resolve(stopping.status);
    };

    const stop = (reason: string, status: number) => {
      if (stopping) return;
      stopping = { status };
      logger.info({ reason, workers: running.size }, 'stopping the workers');
      for (const timer of restarts) clearTimeout(timer);
      restarts.clear();
      for (const worker of running) worker.process.kill('SIGTERM');
      const force = setTimeout(() => {
        logger.error({ workers: [...running].map((worker) => worker.process.pid) }, `workers still running ${shutdownTimeoutMs} ms after SIGTERM; killing them`);
        for (const worker of running) worker.process.kill('SIGKILL');
        stopping!.status = 1;
      }, shutdownTimeoutMs);
      force.unref();
      finishIfDone();
    };

    cluster.on('exit', (worker, code, signal) => {
      running.delete(worker);
      if (stopping) {
        finishIfDone();
        return;
      }
      const now = Date.now();
      deaths.push(now);
      while (deaths.length && deaths[0]! < now - crashLoopWindowMs) deaths.shift();
      if (!listened.has(worker)) failedStarts += 1;
      const how = signal ? `signal ${signal}` : `exit status ${code}`;
      const loop =
        deaths.length > crashLoopDeaths
          ? `${deaths.length} deaths in ${crashLoopWindowMs / 1000} s`
          : failedStarts >= crashLoopDeaths
            ? `${failedStarts} workers in a row died before they could listen`
            : undefined;
      if (loop) {
        logger.fatal({ worker: worker.id, pid: worker.process.pid, code, signal, deaths: deaths.length, failedStarts }, `worker ${worker.id} died (${how}): ${loop}, the workers are crash-looping; stopping the server`);
        stop('crash loop', 1);
        return;
      }
      const delay = Math.min(maxRestartDelayMs, restartDelayMs * 2 ** (deaths.length - 1));
      logger.error({ worker: worker.id, pid: worker.process.pid, code, signal }, `worker ${worker.id} (pid ${worker.process.pid}) died (${how}); restarting it in ${delay} ms`);
      const timer = setTimeout(() => {
        restarts.delete(timer);
        if (!stopping) fork(worker);
      }, delay);
      restarts.add(timer);
    });

    process.on('SIGTERM', () => stop('SIGTERM', 0));
    process.on('SIGINT', () => stop('SIGINT', 0));
    for (let index = 0; index < count; index++) fork();
  });
}
