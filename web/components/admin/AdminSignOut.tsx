/**
 * Who is signed in, beside the Logout button of an admin page. The name comes from the sign-in
 * (written into the cache) or, for a session stored earlier, from `adminSession { account }`.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { ADMIN_ACCOUNT, isUnauthenticated } from './adminApi.ts';
import { useAdminSession } from './AdminSession.tsx';
import { Muted, Row, button } from './adminStyles.ts';

export interface AdminSignOutProps {
  /** The page's own label for the button ('Logout'). */
  readonly logoutLabel: string;
}

export function AdminSignOut({ logoutLabel }: AdminSignOutProps) {
  const { logout, reportUnauthenticated } = useAdminSession();
  const { data, error } = useQuery(ADMIN_ACCOUNT);
  const account = data?.adminSession.account;

  useEffect(() => {
    if (error && isUnauthenticated(error)) reportUnauthenticated();
  }, [error, reportUnauthenticated]);

  return (
    <Row>
      {account && (
        <Muted as="span" data-testid="admin-account">
          {imageAdmin.signedInAs} <strong>{account}</strong>
        </Muted>
      )}
      <button type="button" css={button.secondary} onClick={() => void logout()}>
        {logoutLabel}
      </button>
    </Row>
  );
}
