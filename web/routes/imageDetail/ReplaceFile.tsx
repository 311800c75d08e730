import { useApolloClient } from '@apollo/client/react';
import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import { ADMIN_IMAGE } from '../../components/admin/adminApi.ts';
import { useAdminSession } from '../../components/admin/AdminSession.tsx';
import { AmberBox, Muted, button } from '../../components/admin/adminStyles.ts';
import { useToast } from '../../components/toast/toastContext.ts';
import { imageAdmin } from '../../content/imageAdmin.ts';
import { replaceFile as copy } from '../../content/imageFiles.ts';
import type { AdminImage_ImageFragment } from '../../generated/graphql.ts';
import { GraphQLUploadError, graphqlUpload } from '../../api/graphqlUpload.ts';
import { ACCEPTED_IMAGE_TYPES } from '../../images/imageTypes.ts';
import { color } from '../../theme/tokens.ts';
import { REPLACE_IMAGE_FILE } from './detailDocuments.ts';

const Box = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  progress {
    width: min(100%, 20rem);
    height: 0.625rem;
    accent-color: ${color.primary};
  }
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

type Replacing = { readonly phase: 'idle' } | { readonly phase: 'uploading'; readonly percent: number } | { readonly phase: 'processing' };

/**
 * 'Replace file': a new file for the image, uploaded with its progress and based on the version the
 * page shows. The answer (the image with its new file) goes into the cache, so the page and the history
 * follow; a refusal shows the server's message here. A CONFLICT is handled as the edit form's is: the
 * newer version is loaded and a toast says so; choosing the file again replaces that one.
 */
export function ReplaceFile({ image }: { readonly image: AdminImage_ImageFragment }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const client = useApolloClient();
  const { toast } = useToast();
  const { reportUnauthenticated } = useAdminSession();
  const [state, setState] = useState<Replacing>({ phase: 'idle' });
  const [message, setMessage] = useState<string | null>(null);

  const replace = async (file: File) => {
    setMessage(null);
    setState({ phase: 'uploading', percent: 0 });
    try {
      const data = await graphqlUpload(REPLACE_IMAGE_FILE, {
        variables: { id: image.id, expectedVersion: image.version },
        file,
        onProgress: ({ loaded, total }) => setState(loaded >= total ? { phase: 'processing' } : { phase: 'uploading', percent: Math.round((100 * loaded) / total) }),
      });
      client.writeQuery({ query: ADMIN_IMAGE, variables: { id: image.id }, data: { image: data.replaceImageFile } });
      toast({ title: copy.replaced });
    } catch (error) {
      const refused = error instanceof GraphQLUploadError ? error : null;
      if (refused?.code === 'UNAUTHENTICATED' || refused?.status === 401) return reportUnauthenticated();
      if (refused?.code === 'CONFLICT') {
        await client.query({ query: ADMIN_IMAGE, variables: { id: image.id }, fetchPolicy: 'network-only' }).catch(() => undefined);
        setMessage(imageAdmin.toasts.conflict);
        toast({ title: copy.failed, description: imageAdmin.toasts.conflict, variant: 'destructive' });
      } else {
        const text = error instanceof Error ? error.message : copy.failed;
        setMessage(text);
        toast({ title: copy.failed, description: text, variant: 'destructive' });
      }
    } finally {
      setState({ phase: 'idle' });
      if (input.current) input.current.value = '';
    }
  };

  const busy = state.phase !== 'idle';
  return (
    <Box>
      <HiddenInput
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        aria-label={copy.chooseLabel}
        tabIndex={-1}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void replace(file);
        }}
      />
      <button type="button" css={button.secondary} disabled={busy} aria-busy={busy} onClick={() => input.current?.click()}>
        {copy.button}
      </button>
      {busy && (
        <>
          <progress
            aria-label={copy.progressLabel}
            max={100}
            value={state.phase === 'uploading' ? state.percent : undefined}
            data-testid="replace-progress"
          />
          <Muted role="status">{state.phase === 'uploading' ? copy.uploading(state.percent) : copy.processing}</Muted>
        </>
      )}
      {message && (
        <AmberBox role="alert" data-testid="replace-error">
          {message}
        </AmberBox>
      )}
    </Box>
  );
}
