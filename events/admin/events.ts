import { z } from 'zod';
import { defineEvent } from '../eventType.ts';

export const adminStream = 'admin';

/** Token ids are a short prefix of the token's hash: enough to tell sessions apart, useless to an attacker. */
export const AdminLoggedIn = defineEvent('AdminLoggedIn', z.object({ tokenId: z.string().regex(/^[a-f0-9]{8,16}$/) }));
export const AdminLoggedOut = defineEvent('AdminLoggedOut', z.object({ tokenId: z.string().regex(/^[a-f0-9]{8,16}$/) }));
