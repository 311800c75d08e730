import { useCallback, useState } from 'react';
import type { AdminImage_ImageFragment } from '../../generated/graphql.ts';

export interface FieldConflict<F extends keyof AdminImage_ImageFragment> {
  readonly field: F;
  readonly theirs: AdminImage_ImageFragment[F];
}

/**
 * Remembers the version of the image an edit started from. When the live image (kept current by
 * the imageChanged subscription) moves past it and changes a field being edited, those fields are
 * conflicts until the administrator keeps theirs or takes the other value; either way the edit is
 * then based on the live version, which the save sends as its expected version.
 */
export function useEditConflict<F extends keyof AdminImage_ImageFragment>(live: AdminImage_ImageFragment, fields: readonly F[]) {
  const [base, setBase] = useState<AdminImage_ImageFragment>(live);
  const conflicts: FieldConflict<F>[] =
    live.version === base.version
      ? []
      : fields.filter((field) => JSON.stringify(live[field]) !== JSON.stringify(base[field])).map((field) => ({ field, theirs: live[field] }));
  const rebase = useCallback(() => setBase(live), [live]);
  return { base, conflicts, rebase, expectedVersion: base.version };
}
