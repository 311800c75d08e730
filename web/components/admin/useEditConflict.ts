import { useCallback, useEffect, useState } from 'react';
import type { AdminImage_ImageFragment } from '../../generated/graphql.ts';

/** What an edit form edits: an image, a creative session; its version counts the changes on the server. */
export interface Versioned {
  readonly version: number;
}

export interface FieldConflict<F extends keyof T, T extends Versioned = AdminImage_ImageFragment> {
  readonly field: F;
  readonly theirs: T[F];
}

export interface EditedForm<F, T extends Versioned = AdminImage_ImageFragment> {
  /** Whether the administrator changed this field in the form: it differs from `base`, the version the edit started from. */
  readonly isEdited: (field: F, base: T) => boolean;
  /** Puts the live value of these fields, which the administrator did not edit, into the form. */
  readonly adopt: (fields: readonly F[]) => void;
}

const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/**
 * Remembers the version of the image (or creative session) an edit started from. When the live one
 * (kept current by the imageChanged subscription, or the sessions' catalogChanged refetch) moves past it, a field another administrator changed that this one did
 * not edit simply takes their value; a field both changed is a conflict until the administrator keeps
 * theirs or takes the other value. Either way the edit is then based on the live version, which the
 * save sends as its expected version, and no stale value of a field only they changed is sent back.
 */
export function useEditConflict<F extends keyof T, T extends Versioned = AdminImage_ImageFragment>(live: T, fields: readonly F[], form: EditedForm<F, T>) {
  const [base, setBase] = useState<T>(live);
  const changed = live.version === base.version ? [] : fields.filter((field) => differs(live[field], base[field]));
  const conflicts: FieldConflict<F, T>[] = changed.filter((field) => form.isEdited(field, base)).map((field) => ({ field, theirs: live[field] }));
  const followed = changed.filter((field) => !form.isEdited(field, base));

  const rebase = useCallback(() => {
    form.adopt(followed);
    setBase(live);
  }, [form, followed, live]);

  // A new version that conflicts with no edited field (an archive, a change of fields not being
  // edited) is followed at once, or every save would be refused as stale with nothing to choose.
  const followsSilently = live.version !== base.version && conflicts.length === 0;
  useEffect(() => {
    if (followsSilently) rebase();
  }, [followsSilently, rebase]);

  return { base, conflicts, rebase, expectedVersion: base.version };
}
