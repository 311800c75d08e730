/**
 * Collects the names of queries that live changes made stale and refetches them together once no
 * change has arrived for `delayMs`: a bulk archive or a burst of downloads costs one refetch. A refetch
 * waits for the one on its way: started meanwhile, Apollo would answer it with the first one's result,
 * read before the change, and the grid would keep the old order.
 */
export interface RefetchScheduler {
  readonly schedule: (names: readonly string[]) => void;
  readonly cancel: () => void;
}

export function createRefetchScheduler(refetch: (names: string[]) => Promise<unknown> | void, delayMs: number): RefetchScheduler {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let due = false;

  const run = () => {
    if (inFlight) {
      due = true;
      return;
    }
    const include = [...pending];
    pending.clear();
    const done = refetch(include);
    if (!done) return;
    inFlight = true;
    void done
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        if (due && pending.size > 0) {
          due = false;
          run();
        }
      });
  };

  return {
    schedule(names) {
      for (const name of names) pending.add(name);
      clearTimeout(timer);
      timer = setTimeout(run, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      pending.clear();
      due = false;
    },
  };
}
