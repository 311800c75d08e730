import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { useToast } from '../toast/toastContext.ts';
import type { ImageEditInput } from '../../generated/graphql.ts';
import { ADMIN_IMAGE, EDIT_IMAGE, isConflict, isUnauthenticated } from './adminApi.ts';
import { useAdminSession } from './AdminSession.tsx';

export type SaveOutcome = 'saved' | 'conflict' | 'unauthenticated' | 'failed';

/**
 * Saves an edit of one image based on the version the form started from. A conflict loads the
 * other administrator's version into the cache, where the form's conflict notice picks it up; a
 * 401 brings back the login form over the page, leaving the form as it is.
 */
export function useImageSave() {
  const [editImage, { loading }] = useMutation(EDIT_IMAGE);
  const client = useApolloClient();
  const { toast } = useToast();
  const { reportUnauthenticated } = useAdminSession();

  const save = useCallback(
    async (id: string, input: ImageEditInput, expectedVersion: number): Promise<SaveOutcome> => {
      try {
        await editImage({ variables: { id, input, expectedVersion } });
        toast({ title: imageAdmin.toasts.updated });
        return 'saved';
      } catch (error) {
        if (isUnauthenticated(error)) {
          reportUnauthenticated();
          return 'unauthenticated';
        }
        if (isConflict(error)) {
          await client.query({ query: ADMIN_IMAGE, variables: { id }, fetchPolicy: 'network-only' }).catch(() => undefined);
          toast({ title: imageAdmin.toasts.updateFailed, description: imageAdmin.toasts.conflict, variant: 'destructive' });
          return 'conflict';
        }
        toast({ title: imageAdmin.toasts.updateFailed, description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
        return 'failed';
      }
    },
    [client, editImage, reportUnauthenticated, toast],
  );
  return { save, saving: loading };
}
