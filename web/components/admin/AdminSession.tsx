/**
 * The admin gate: the admin pages show only while the local session marker is stored. A
 * session the server no longer knows (401) brings the login form back over the page, which stays
 * mounted underneath, so unsaved form text survives signing in again.
 */
import { useApolloClient } from '@apollo/client/react';
import styled from '@emotion/styled';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { markBrowserSessionAsAdmin } from '../../analytics/browserPageTracking.ts';
import { ADMIN_SESSION_STORAGE_KEY, announceAdminSignIn, readAdminSession } from '../../auth/adminSession.ts';
import { adminLogin, imageAdmin } from '../../content/imageAdmin.ts';
import { color, shadow } from '../../theme/tokens.ts';
import { useToast } from '../toast/toastContext.ts';
import { ADMIN_ACCOUNT, requestAdminLogout } from './adminApi.ts';
import { LoginForm } from './LoginForm.tsx';

export interface AdminSessionApi {
  /** Call with any failed request: a 401 brings back the login form. Returns true when it did. */
  readonly reportUnauthenticated: () => void;
  readonly logout: () => Promise<void>;
  /** Sign-ins on this page so far: what the ended session stopped (lists, live feeds) starts again when it changes. */
  readonly signIns: number;
}

const AdminSessionContext = createContext<AdminSessionApi | null>(null);

export function useAdminSession(): AdminSessionApi {
  const api = useContext(AdminSessionContext);
  if (!api) throw new Error('useAdminSession must be used within an AdminSessionGate');
  return api;
}

/** The session of the gate the caller is in, or null outside one. */
export function useAdminSessionIfAny(): AdminSessionApi | null {
  return useContext(AdminSessionContext);
}

function storeSession(sessionId: string | null) {
  try {
    if (sessionId === null) window.localStorage.removeItem(ADMIN_SESSION_STORAGE_KEY);
    else window.localStorage.setItem(ADMIN_SESSION_STORAGE_KEY, sessionId);
  } catch {
    // storage unavailable: the session lasts for this page only
  }
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgb(15 23 42 / 0.55);
`;

const Dialog = styled.div`
  width: min(100%, 26rem);
  background: ${color.surface};
  border-radius: 1rem;
  box-shadow: ${shadow.raised};
`;

type GateState = 'loading' | 'signedOut' | 'signedIn' | 'expired';

export interface AdminSessionGateProps {
  readonly children: ReactNode;
  /** What to show instead of the login form when no marker is stored (the detail page's notice). */
  readonly signedOut?: ReactNode;
  readonly loading: ReactNode;
}

export function AdminSessionGate({ children, signedOut, loading }: AdminSessionGateProps) {
  const [state, setState] = useState<GateState>('loading');
  const [signIns, setSignIns] = useState(0);
  const client = useApolloClient();
  const { toast } = useToast();

  useEffect(() => {
    const signedIn = readAdminSession() !== null;
    setState(signedIn ? 'signedIn' : 'signedOut');
    if (signedIn) markBrowserSessionAsAdmin();
  }, []);

  // A sign-out ends the session's live feeds too: that end is no expiry to report before the page reloads.
  const signingOut = useRef(false);
  const reportUnauthenticated = useCallback(() => {
    if (signingOut.current) return;
    storeSession(null);
    setState((current) => (current === 'signedIn' ? 'expired' : current));
  }, []);

  const logout = useCallback(async () => {
    signingOut.current = true;
    const ok = await requestAdminLogout(readAdminSession());
    if (!ok) toast({ title: imageAdmin.toasts.logoutFailed, variant: 'destructive' });
    storeSession(null);
    await client.clearStore();
    window.location.reload();
  }, [client, toast]);

  const api = useMemo(() => ({ reportUnauthenticated, logout, signIns }), [reportUnauthenticated, logout, signIns]);

  const signIn = useCallback(
    (sessionId: string, account: string) => {
      storeSession(sessionId);
      // The sign-in names the account: 'Signed in as' shows it without asking the server again.
      const adminSession = { __typename: 'AdminSession' as const, account };
      client.writeQuery({ query: ADMIN_ACCOUNT, data: { adminSession } });
      setState('signedIn');
      setSignIns((count) => count + 1);
      markBrowserSessionAsAdmin();
      announceAdminSignIn();
      // Queries that failed with the old session run again with the new one.
      void client.refetchObservableQueries();
    },
    [client],
  );

  if (state === 'loading') return <>{loading}</>;
  if (state === 'signedOut') return <>{signedOut ?? <LoginForm onSignedIn={signIn} />}</>;
  return (
    <AdminSessionContext.Provider value={api}>
      <div inert={state === 'expired'}>{children}</div>
      {state === 'expired' && (
        <Backdrop>
          <Dialog role="dialog" aria-modal="true" aria-labelledby="admin-login-title">
            <LoginForm onSignedIn={signIn} message={adminLogin.sessionExpired} compact />
          </Dialog>
        </Backdrop>
      )}
    </AdminSessionContext.Provider>
  );
}
