import type { ErrorLike } from '@apollo/client';
import { useCallback, useState } from 'react';
import { isUnauthenticated } from './adminApi.ts';
import { useAdminSessionIfAny } from './AdminSession.tsx';

export interface AdminFeed {
  /** Sign-ins on this page so far: part of the feed start's key, so a feed starts anew after each. */
  readonly signIns: number;
  /** An error ended the feed (the session's end, 'admin session required'): it stays off until the next sign-in. */
  readonly ended: boolean;
  /** The subscriptions' onError. */
  readonly onError: (error: ErrorLike) => void;
}

/**
 * The session's side of an admin page's live feeds. The server ends them when the session ends, which
 * brings the login form over the page; after the sign-in they subscribe again (on a socket with the new
 * token: resumableWsLink.ts). Outside a session gate an ended feed stays ended.
 */
export function useAdminFeed(): AdminFeed {
  const session = useAdminSessionIfAny();
  const signIns = session?.signIns ?? 0;
  const reportUnauthenticated = session?.reportUnauthenticated;
  const [endedAt, setEndedAt] = useState<number>();
  const onError = useCallback(
    (error: ErrorLike) => {
      setEndedAt(signIns);
      if (isUnauthenticated(error)) reportUnauthenticated?.();
    },
    [signIns, reportUnauthenticated],
  );
  return { signIns, ended: endedAt === signIns, onError };
}
