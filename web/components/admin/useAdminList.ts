import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/apiRequest.ts';
import { useAdminSession } from './AdminSession.tsx';

export type AdminListLoad<T> = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; items: readonly T[] };

/**
 * An admin page's list read over REST: loaded on mount and after each sign-in, `refresh` after an
 * action. `failed` takes the error of any call of the page and answers whether the session has ended
 * (401), which brings the login form over the page. A list that fails to reload keeps what it showed:
 * the page, its forms and their unsaved text stay. `fetchList` must be stable (a module's function).
 */
export function useAdminList<T>(fetchList: () => Promise<readonly T[]>) {
  const { reportUnauthenticated, signIns } = useAdminSession();
  const [load, setLoad] = useState<AdminListLoad<T>>({ state: 'loading' });

  const failed = useCallback(
    (error: unknown): boolean => {
      const sessionEnded = error instanceof ApiError && error.status === 401;
      if (sessionEnded) reportUnauthenticated();
      return sessionEnded;
    },
    [reportUnauthenticated],
  );

  const refresh = useCallback(async () => {
    try {
      setLoad({ state: 'loaded', items: await fetchList() });
    } catch (error) {
      failed(error);
      setLoad((current) => (current.state === 'loaded' ? current : { state: 'failed' }));
    }
  }, [failed, fetchList]);

  useEffect(() => {
    void refresh();
  }, [refresh, signIns]);

  return { load, refresh, failed };
}
