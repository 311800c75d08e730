import { z } from 'zod';

/** The account `ADMIN_PASSWORD` sets, and the name a sign-in without one means. */
export const DEFAULT_ADMIN_ACCOUNT = 'admin';

export const accountNameSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{0,31}$/, "use 1 to 32 lowercase letters, digits, '.', '_' or '-', starting with a letter or digit");
