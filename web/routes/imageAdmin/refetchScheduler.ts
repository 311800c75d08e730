/**
 * Collects the names of queries that live changes made stale and refetches them together once no
 * change has arrived for `delayMs`: a bulk archive or a burst of downloads costs one refetch.
 */
export interface RefetchScheduler {
  readonly schedule: (names: readonly string[]) => void;
  readonly cancel: () => void;
}

export function createRefetchScheduler(refetch: (names: string[]) => void, delayMs: number): RefetchScheduler {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(names) {
      for (const name of names) pending.add(name);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const include = [...pending];
        pending.clear();
        refetch(include);
      }, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      pending.clear();
    },
  };
}
