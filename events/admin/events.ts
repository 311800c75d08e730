import { z } from 'zod';
import { defineEvent, upcaster } from '../store/eventType.ts';
import { accountNameSchema, DEFAULT_ADMIN_ACCOUNT } from './accountName.ts';

/** Sign-ins and sign-outs of every account. */
export const adminStream = 'admin';

/** One stream per administrator account: its additions, removals and password changes. */
export const adminAccountStream = (name: string) => `admin-account:${name}`;

const account = z.object({ account: accountNameSchema });

/**
 * Version 1 recorded a short prefix of the session token's hash, from before named accounts, when the
 * one administrator was the account now called 'admin'; version 2 names the account and nothing of the
 * token. Version 1 also reads `{ account }`, which development builds wrote under version 1 for a while.
 */
const signInV1 = upcaster(
  z.union([account, z.object({ tokenId: z.string().regex(/^[a-f0-9]{8,16}$/) })]),
  (v1) => ({ account: 'account' in v1 ? v1.account : DEFAULT_ADMIN_ACCOUNT }),
);

export const AdminLoggedIn = defineEvent('AdminLoggedIn', account, { version: 2, upcasters: { 1: signInV1 } });
export const AdminLoggedOut = defineEvent('AdminLoggedOut', account, { version: 2, upcasters: { 1: signInV1 } });

/** Account changes. The password hash is security state (the admin_accounts table), never in the log. */
const named = z.object({ name: accountNameSchema });
export const AdminAccountAdded = defineEvent('AdminAccountAdded', named);
export const AdminAccountRemoved = defineEvent('AdminAccountRemoved', named);
export const AdminPasswordChanged = defineEvent('AdminPasswordChanged', named);
