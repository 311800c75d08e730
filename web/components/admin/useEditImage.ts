import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { graphql } from '../../generated/gql.ts';
import type { AdminImage_ImageFragment, ImageEditInput } from '../../generated/graphql.ts';
import { serverFieldErrors, type ServerFieldError } from '../catalogForm/serverErrors.ts';
import { useToast } from '../toast/toastContext.ts';
import { ADMIN_IMAGE, isConflict, isUnauthenticated } from './adminApi.ts';
import { useAdminSession } from './AdminSession.tsx';

/** The client's one edit of an image: the admin card's and the detail page's forms both send it. */
export const EDIT_IMAGE = graphql(`
  mutation EditImage($id: ID!, $input: ImageEditInput!, $expectedVersion: Int) {
    editImage(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ...AdminImage_image
    }
  }
`);

/**
 * How a save ended, for the form to act on; the toasts and the login form are already taken care of.
 * - `saved`: the cache holds the new version.
 * - `conflict`: another administrator's version replaced the one the edit was based on; it is now in
 *   the cache, where the form's conflict notice (useEditConflict) picks it up.
 * - `unauthenticated`: the login form is back over the page; the form stays as it is.
 * - `invalid`: the server refused fields of the input; each error names its field (for react-hook-form,
 *   through applyServerFieldErrors) or none.
 * - `failed`: anything else, with the error's message when it has one.
 */
export type EditImageResult =
  | { readonly status: 'saved'; readonly image: AdminImage_ImageFragment | undefined }
  | { readonly status: 'conflict' }
  | { readonly status: 'unauthenticated' }
  | { readonly status: 'invalid'; readonly fieldErrors: readonly ServerFieldError[] }
  | { readonly status: 'failed'; readonly message: string | null };

export interface EditImageRequest {
  readonly id: string;
  /** Only the fields the administrator changed. */
  readonly input: ImageEditInput;
  /** The version the edit is based on: a newer one on the server refuses it as a conflict. */
  readonly expectedVersion: number;
}

/** Runs the editImage mutation and says how it ended (see EditImageResult). */
export function useEditImage() {
  const [sendEdit, { loading }] = useMutation(EDIT_IMAGE);
  const client = useApolloClient();
  const { toast } = useToast();
  const { reportUnauthenticated } = useAdminSession();

  const save = useCallback(
    async ({ id, input, expectedVersion }: EditImageRequest): Promise<EditImageResult> => {
      try {
        const { data } = await sendEdit({ variables: { id, input, expectedVersion } });
        toast({ title: imageAdmin.toasts.updated });
        return { status: 'saved', image: data?.editImage };
      } catch (error) {
        if (isUnauthenticated(error)) {
          reportUnauthenticated();
          return { status: 'unauthenticated' };
        }
        if (isConflict(error)) {
          await client.query({ query: ADMIN_IMAGE, variables: { id }, fetchPolicy: 'network-only' }).catch(() => undefined);
          toast({ title: imageAdmin.toasts.updateFailed, description: imageAdmin.toasts.conflict, variant: 'destructive' });
          return { status: 'conflict' };
        }
        const message = error instanceof Error ? error.message : null;
        toast({ title: imageAdmin.toasts.updateFailed, description: message ?? undefined, variant: 'destructive' });
        const fieldErrors = serverFieldErrors(error);
        return fieldErrors.length > 0 ? { status: 'invalid', fieldErrors } : { status: 'failed', message };
      }
    },
    [client, sendEdit, reportUnauthenticated, toast],
  );
  return { save, saving: loading };
}
