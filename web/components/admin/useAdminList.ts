import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/apiRequest.ts';
import { useAdminSession } from './AdminSession.tsx';

export type AdminListLoad<T> = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; items: readonly T[] };

/**
 * An admin page's list read over REST: loaded on mount, `refresh` after an action, and `failed` for any
 * call of the page, which signs the administrator out when the server says the session has ended (401).
 * `fetchList` must be stable (a module's function).
 */
export function useAdminList<T>(fetchList: () => Promise<readonly T[]>) {
  const { reportUnauthenticated } = useAdminSession();
  const [load, setLoad] = useState<AdminListLoad<T>>({ state: 'loading' });

  const failed = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) reportUnauthenticated();
    },
    [reportUnauthenticated],
  );

  const refresh = useCallback(async () => {
    try {
      setLoad({ state: 'loaded', items: await fetchList() });
    } catch (error) {
      failed(error);
      setLoad({ state: 'failed' });
    }
  }, [failed, fetchList]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { load, refresh, failed };
}
